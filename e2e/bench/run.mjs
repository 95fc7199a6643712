// `npm run bench`: the quality benchmark (issue 6). Starts the product from a clean build (or
// measures one already running: --base-url), measures its pages, the dashboard, the API and the
// publish pipeline, prints one report, writes bench/report.json, and exits 1 when a budget is
// broken or a step failed.
//   npm run bench                      full run: every page, cold and warm publish, API benchmark
//   npm run bench -- --ci              CI subset: home, contact, one news item in 3 languages; warm publish
//   npm run bench -- --base-url http://localhost:8000 --only lighthouse,axe
//   npm run bench -- --runs 5          Lighthouse runs per page and twin, the median reported
//                                      (default per phone: 5 on each; --ci 1); where a page
//                                      misses an LCP target with LCPs on Lantern's steps, 15 a
//                                      side compared by their means (lcp-ties.mjs; not --ci)
//   npm run bench -- --phones low-tier Lighthouse on some of the simulated phones (phones.mjs)
//   npm run bench -- --pages /lecapon/,/calculator/   only these routes (in every language)
//   npm run bench -- --resume DIR      keep each measured page in DIR; run again to measure the
//                                      rest (resume.mjs: a full run may outlast its session)
//   npm run bench -- --only interactions   each control's tap-to-paint time on the low-tier
//                                      phone, Slow 4G, median of --runs (default 5; not --ci)
//   npm run bench -- --only scale      content at scale: build time, peak memory and warm publish
//                                      with 100 / 1,000 / 10,000 news (--scale-sizes 100,1000)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { runApiBench } from "./api.mjs";
import { runAxe } from "./axe.mjs";
import { checkBudgets } from "./budgets.mjs";
import { runHtmlCheck } from "./html.mjs";
import { runJsSize } from "./js-size.mjs";
import { checkIslandBudgets, runIslandSizes } from "./islands.mjs";
import { checkInteractionTargets, runInteractions } from "./interactions.mjs";
import { machineBenchmarkIndex, runLighthouse } from "./lighthouse.mjs";
import { STEP_RUNS } from "./lcp-ties.mjs";
import { choosePages, parseRoutes } from "./pages.mjs";
import { benchAdmin, startProduct } from "./product.mjs";
import { choosePhones } from "./phones.mjs";
import { runPublish } from "./publish.mjs";
import { openCheckpoint, runIdentity } from "./resume.mjs";
import { runScale, SCALE_SIZES } from "./scale.mjs";
import { formatReport } from "./table.mjs";
import { HOLD_MODE, TWIN_HEADERS } from "./twin.mjs";
import { REPO_ROOT } from "./util.mjs";

const STEPS = [
  "lighthouse",
  "axe",
  "html",
  "js",
  "islands",
  "interactions",
  "publish",
  "scale",
  "api",
];
/** Steps that start products of their own: the one measured by the others is not needed for them. */
const OWN_PRODUCT = ["scale", "api"];

const { values: options } = parseArgs({
  options: {
    ci: { type: "boolean", default: false },
    "base-url": { type: "string" },
    only: { type: "string" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "8390" },
    runs: { type: "string" },
    phones: { type: "string" },
    "scale-sizes": { type: "string" },
    pages: { type: "string" },
    resume: { type: "string" },
  },
});
const routes = options.pages === undefined ? undefined : parseRoutes(options.pages);
// CI takes 1 run per page and twin (the full bench 5 on the low-tier phone): its one speed gate
// judges the median of nine pages' score gaps, and the median is what damps the noise (the
// resampling that shows it: docs/decisions/0005-ci-twin-gap-gate.md).
const runs = options.runs === undefined ? (options.ci ? 1 : undefined) : Number(options.runs);
if (runs !== undefined && (!Number.isInteger(runs) || runs < 1))
  throw new Error(`--runs must be a whole number >= 1`);
// CI gates on the low-tier phone's twin gap only: the mid-tier figures are targets, and leaving
// them out halves the Lighthouse time of a CI run.
const phones = choosePhones(options.phones ?? (options.ci ? "low-tier" : undefined));
const only = options.only?.split(",").map((step) => step.trim()) ?? STEPS;
// A product at --base-url may not be the commit's build, so a checkpoint could not vouch for it.
if (options.resume && options["base-url"])
  throw new Error("--resume needs the bench to build the product itself (no --base-url)");
const checkpoint =
  options.resume &&
  openCheckpoint(
    path.resolve(options.resume),
    runIdentity(REPO_ROOT, { phones, runs, twinHeaders: TWIN_HEADERS, hold: HOLD_MODE }),
  );
const unknown = only.filter((step) => !STEPS.includes(step));
if (unknown.length > 0) throw new Error(`unknown step(s) ${unknown}; steps: ${STEPS.join(",")}`);

const outDir = path.join(REPO_ROOT, "bench");
fs.mkdirSync(outDir, { recursive: true });

/** Adds one step's figures to the page rows (each step names its own fields). */
function merge(pages, results) {
  for (const [page, row] of Object.entries(results)) pages[page] = { ...pages[page], ...row };
}

async function main() {
  const started = Date.now();
  const report = {
    date: new Date().toISOString(),
    mode: options.ci ? "ci" : "full",
    skipped: {},
    errors: {},
  };
  let product = null;
  let admin = benchAdmin();
  if (only.every((name) => OWN_PRODUCT.includes(name))) {
    report.baseUrl = null;
  } else if (options["base-url"]) {
    report.baseUrl = options["base-url"].replace(/\/+$/, "");
    if (!process.env.BENCH_ADMIN_PASSWORD) admin = null;
  } else {
    const logFile = path.join(os.tmpdir(), `leca-bench-product-${options.port}.log`);
    // CI times no build (its gates are bytes, counts, scores and twin gaps): it starts on the
    // Gatsby cache the e2e suite left, a warm build of ~1 minute instead of a clean one of ~3.
    const clean = !options.ci;
    process.stderr.write(
      `starting the product on port ${options.port} from a ${clean ? "clean" : "warm"} build (log: ${logFile})\n`,
    );
    product = await startProduct({ port: Number(options.port), admin, logFile, clean });
    report.baseUrl = product.baseUrl;
    report.firstStartSeconds = product.startSeconds;
    report.firstStartClean = clean;
  }
  const { baseUrl } = report;
  const pages = {};
  const productSteps = only.some((name) => !OWN_PRODUCT.includes(name));
  /** Runs one step unless --only leaves it out; a failure is recorded and the run goes on. */
  const step = async (name, run) => {
    if (!only.includes(name)) return;
    try {
      await run();
    } catch (error) {
      report.errors[name] = error instanceof Error ? error.message : String(error);
    }
  };
  try {
    const chosen = productSteps
      ? await choosePages(baseUrl, { ci: options.ci, routes })
      : { lighthouse: [], all: [] };
    for (const page of chosen.lighthouse) pages[page] = {};
    await step("lighthouse", async () => {
      const { rows, machine } = await runLighthouse(baseUrl, chosen.lighthouse, {
        phones,
        runs,
        // CI's LCP figures are targets it does not gate on: no runs to settle them (lcp-ties.mjs).
        stepRuns: options.ci ? 0 : STEP_RUNS,
        ...(checkpoint ? { done: checkpoint.rows, onRow: checkpoint.save } : {}),
      });
      merge(pages, rows);
      const sittings = checkpoint?.sittings();
      // When every page was measured in earlier sittings, the last one's calibration stands.
      report.machine = { ...(machine ?? sittings.at(-1)), ...(sittings ? { sittings } : {}) };
    });
    // In CI the e2e suite has just run the same axe rules on every public page in every language
    // (tests/a11y.spec.ts) and on the dashboard (dashboard-a11y.spec.ts).
    if (options.ci && !options.only)
      report.skipped.axe = "not in --ci (the e2e suite's a11y specs run it on every page)";
    else await step("axe", async () => merge(pages, await runAxe(baseUrl, chosen.all)));
    await step("html", async () => merge(pages, await runHtmlCheck(baseUrl, chosen.all)));
    await step("js", async () => merge(pages, await runJsSize(baseUrl, chosen.all)));
    await step("islands", async () => (report.islands = await runIslandSizes(baseUrl)));
    // Timings only, which CI does not gate on: ~20 minutes of page loads on a slowed CPU.
    if (options.ci && !options.only)
      report.skipped.interactions = "not in --ci (timings are targets; --only interactions)";
    else
      await step("interactions", async () => {
        const benchmarkIndex =
          report.machine?.benchmarkIndex ?? (await machineBenchmarkIndex(`${baseUrl}/`));
        report.interactions = await runInteractions(baseUrl, {
          benchmarkIndex,
          ...(runs === undefined ? {} : { runs }),
        });
      });
    await step("publish", async () => {
      if (!admin) {
        report.skipped.publish =
          "--base-url needs BENCH_ADMIN_USERNAME and BENCH_ADMIN_PASSWORD of an admin";
        return;
      }
      const cold = product !== null && !options.ci;
      if (!cold)
        report.skipped["publish cold"] = options.ci
          ? "not in --ci"
          : "needs the bench to start the product";
      report.publish = await runPublish(baseUrl, admin, { cold });
    });
  } finally {
    await product?.stop();
  }
  // Products of its own, one per size, each seeded and built from a clean cache.
  if (options.ci && !options.only)
    report.skipped.scale = "not in --ci (it builds up to 10,000 items)";
  else
    await step("scale", async () => {
      const sizes = options["scale-sizes"]?.split(",").map(Number) ?? SCALE_SIZES;
      report.scale = await runScale({ port: Number(options.port) + 1, admin: benchAdmin(), sizes });
    });
  // Last, on a quiet machine: it starts servers of its own and saturates them.
  if (options.ci && !options.only)
    report.skipped.api = "not in --ci (npm run bench -w api runs it on its own)";
  else await step("api", async () => (report.api = runApiBench(options.ci ? 3 : 10)));

  report.pages = pages;
  report.budgets = [
    ...checkBudgets(pages, report.publish),
    checkIslandBudgets(report.islands),
    checkInteractionTargets(report.interactions),
  ];
  report.durationSeconds = Math.round((Date.now() - started) / 1000);
  fs.writeFileSync(path.join(outDir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatReport(report));
  const broken = report.budgets.filter((budget) => budget.gate && budget.broken.length > 0).length;
  const missed = report.budgets.filter((budget) => !budget.gate && budget.broken.length > 0).length;
  const failed = Object.keys(report.errors).length;
  console.log(
    `\n${broken} gate(s) broken, ${missed} target(s) not yet met, ${failed} step(s) failed; ${report.durationSeconds} s; bench/report.json written`,
  );
  process.exitCode = broken > 0 || failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
