// Content at scale (issue 17): for each size, seeds that many news items (and a tenth as many
// galleries) into a fresh DATA_DIR with `npm run seed:scale -w api`, starts the product on it
// from a clean Gatsby cache, and reads the first (cold) site build's time and peak memory from
// measure-build.mjs, which the product runs as its SITE_BUILD_COMMAND. At each size it also times
// a warm publish of one news item to its page being served, and reads from that build's log how
// many page queries it ran and how many pages it rendered; then a second one, as a running site
// publishes.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProduct } from "./product.mjs";
import { runPublish } from "./publish.mjs";
import { REPO_ROOT, progress } from "./util.mjs";

export const SCALE_SIZES = [100, 1000, 10000];
/** A 10,000-item cold build on two cores takes many minutes; the product's first start waits. */
const START_TIMEOUT_MS = 90 * 60_000;

/** Galleries seeded beside `news` items: the 10,000 news to 1,000 galleries. */
export const galleriesFor = (news) => Math.max(1, Math.round(news / 10));

function seed(dataDir, news) {
  const started = Date.now();
  const result = spawnSync(
    "npm",
    [
      "run",
      "seed:scale",
      "-w",
      "api",
      "--silent",
      "--",
      "--news",
      String(news),
      "--gallery",
      String(galleriesFor(news)),
    ],
    { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`seed:scale failed: ${result.stderr || result.stdout}`);
  return (Date.now() - started) / 1000;
}

const readBuilds = (file) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

/**
 * What one Gatsby build of the log did: its page queries and the pages it rendered (0 when it
 * printed no such step: nothing to do). `log` holds every build measure-build.mjs ran, in order.
 */
export function buildSteps(log, index) {
  // measure-build.mjs stamps each line with its second ("[12.3] "); older logs have none.
  const builds = log.split(/^(?:\[[\d.]+\] )?> .*\bgatsby build\s*$/m).slice(1);
  const text = builds[index] ?? "";
  const count = (step) => {
    const match = new RegExp(`${step} - [\\d.]+s - (\\d+)/\\d+`).exec(text);
    return match ? Number(match[1]) : 0;
  };
  return {
    found: builds[index] !== undefined,
    queries: count("run queries in workers"),
    pagesRendered: count("Building static HTML for pages"),
  };
}

/** HTML pages in the site's build output. */
function countPages() {
  const dir = path.join(REPO_ROOT, "site", "public");
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((name) => String(name).endsWith("index.html")).length;
}

async function measureSize(news, { port, admin, publish }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `leca-scale-${news}-`));
  const buildsFile = path.join(os.tmpdir(), `leca-scale-builds-${news}-${Date.now()}.jsonl`);
  const seedSeconds = seed(dataDir, news);
  const measure = path.join(REPO_ROOT, "e2e", "bench", "measure-build.mjs");
  const product = await startProduct({
    port,
    admin,
    dataDir,
    logFile: path.join(os.tmpdir(), `leca-bench-scale-${news}.log`),
    env: { SITE_BUILD_COMMAND: `node ${measure} --out ${buildsFile} -- npm run build:site` },
    timeoutMs: START_TIMEOUT_MS,
  });
  try {
    const [first] = readBuilds(buildsFile);
    if (!first || first.exitCode !== 0) throw new Error(`the ${news}-item build failed`);
    const row = {
      news,
      gallery: galleriesFor(news),
      pages: countPages(),
      seedSeconds,
      buildSeconds: first.seconds,
      peakRssMb: first.peakRssMb,
      loadAverage: first.loadAverage,
    };
    if (publish) {
      try {
        const { warm, again } = await runPublish(product.baseUrl, admin, {
          cold: false,
          again: true,
        });
        row.publishSeconds = warm.seconds;
        row.publishRelease = warm.release;
        row.againSeconds = again.seconds;
        row.againRelease = again.release;
        row.againBuildSeconds = readBuilds(buildsFile)[2]?.seconds ?? null;
        const build = readBuilds(buildsFile)[1];
        row.publishBuildSeconds = build?.seconds ?? null;
        row.publishPeakRssMb = build?.peakRssMb ?? null;
        const log = fs.readFileSync(`${buildsFile}.log`, "utf8");
        const steps = buildSteps(log, 1);
        if (steps.found)
          Object.assign(row, { publishQueries: steps.queries, pagesRendered: steps.pagesRendered });
      } catch (error) {
        // The build figures stand on their own: keep them.
        row.publishError = error instanceof Error ? error.message : String(error);
      }
    }
    return row;
  } finally {
    await product.stop();
    fs.rmSync(buildsFile, { force: true });
    process.stderr.write(`scale: the ${news}-item builds' output is in ${buildsFile}.log\n`);
  }
}

/**
 * Whether each step up in size costs no more than in proportion: build time and peak memory
 * grow by at most the factor the item count grew by (fixed costs make them grow by less).
 */
export function growthOf(rows) {
  return rows.slice(1).map((row, index) => {
    const previous = rows[index];
    const items = row.news / previous.news;
    const time = row.buildSeconds / previous.buildSeconds;
    const memory = row.peakRssMb / previous.peakRssMb;
    return {
      from: previous.news,
      to: row.news,
      items: Number(items.toFixed(1)),
      time: Number(time.toFixed(2)),
      memory: Number(memory.toFixed(2)),
      linear: time <= items && memory <= items,
    };
  });
}

/**
 * @param {{ port: number, admin: { username: string, password: string }, sizes?: number[] }} options
 */
export async function runScale({ port, admin, sizes = SCALE_SIZES }) {
  const rows = [];
  const ordered = [...sizes].sort((a, b) => a - b);
  for (const [index, news] of ordered.entries()) {
    progress("scale", index, ordered.length, `${news} news, ${galleriesFor(news)} galleries`);
    rows.push(await measureSize(news, { port, admin, publish: true }));
  }
  return { rows, growth: growthOf(rows) };
}
