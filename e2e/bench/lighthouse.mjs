// Lighthouse (mobile preset, simulated slow 4G) on pages of a running product, with the CPU
// calibrated to named phones (phones.mjs) and each page measured against its zero-JS twin
// (twin.mjs, which serves both through origins of its own that hold every response but the HTML
// back by what the simulated connection would take, so the load Lighthouse watches here comes in
// the order a phone would see): page and twin runs alternate, so whatever else the machine does
// falls on both, and each figure's median over the runs is reported with the gap between them. Plain JavaScript on
// purpose: Lighthouse sends functions into the page, and a TS loader would add helpers to them
// that do not exist there.
import { Buffer } from "node:buffer";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { cpuBusyRemark, waitForQuietCpu } from "./cpu.mjs";
import { cpuSlowdown, mean, median, slowRun } from "./phones.mjs";
import { TWIN_HEADERS, startPageAndTwin } from "./twin.mjs";
import { isPageData } from "./js-size.mjs";
import { lcpTies, needsStepRuns } from "./lcp-ties.mjs";
import { LCP_TARGETS, missesTarget } from "./budgets.mjs";
import { fetchText, kb, progress } from "./util.mjs";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const score = (value) => Math.round((value ?? 0) * 100);

/** Whether a page asks search engines to leave it out (the sign-in page does, on purpose). */
export const isNoindex = (html) =>
  [...html.matchAll(/<meta\b[^>]*>/gi)].some(
    ([tag]) => /\bname=["']?robots\b/i.test(tag) && /\bcontent=["'][^"']*noindex/i.test(tag),
  );

/**
 * The CSS a page carries inline (Gatsby inlines it in <style> tags), in KB before compression:
 * with the HTML it decides whether the page arrives in the first round trip of a slow connection.
 */
export const inlineCssKb = (html) =>
  kb(
    [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
      (n, [, css]) => n + Buffer.byteLength(css),
      0,
    ),
  );

/**
 * A page kept out of search engines on purpose fails SEO's "is-crawlable" audit by design; its SEO
 * score is taken over every other audit (titles, descriptions, hreflang, link text, ...), and the
 * report says so.
 */
export const NOINDEX_NOTE = "noindex on purpose: SEO scored without is-crawlable";

/** Bytes the page transferred per resource type, its request count and DOM size: none of them depends on the machine's speed. */
export function weightOf(audits) {
  const requests = audits["network-requests"]?.details?.items ?? [];
  const bytes = (counts) =>
    kb(requests.filter(counts).reduce((sum, item) => sum + (item.transferSize ?? 0), 0));
  const ofType = (type) => (item) => item.resourceType === type;
  return {
    requests: requests.length,
    domElements: Math.round(audits["dom-size"]?.numericValue ?? 0),
    htmlKb: bytes(ofType("Document")),
    cssKb: bytes(ofType("Stylesheet")),
    jsTransferKb: bytes(ofType("Script")),
    pageDataKb: bytes((item) => isPageData(item.url ?? "")),
    fontKb: bytes(ofType("Font")),
    imageKb: bytes(ofType("Image")),
  };
}

/** The bytes a run's HTML document took to arrive, headers included (0 when it has none). */
export const documentBytes = ({ audits }) =>
  (audits["network-requests"]?.details?.items ?? []).find(
    (item) => item.resourceType === "Document",
  )?.transferSize ?? 0;

/**
 * A page's own figures: they do not depend on the phone. The scores of the other categories come
 * from the one run that audited them (`full`), CLS and the weights from the median run.
 */
function pageFigures(full, { audits }) {
  const { categories } = full;
  return {
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    ...weightOf(audits),
  };
}

/** The figures of one run that depend on the phone's speed. */
function timings({ categories, audits }) {
  return {
    performance: score(categories.performance?.score),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
  };
}

/**
 * Each speed figure's own median over the runs, as Lighthouse CI aggregates runs for its
 * assertions (`aggregationMethod: "median"`). Not the figures of the median run
 * (`computeMedianRun` picks the run nearest the median FCP and TTI): simulated LCP is bimodal
 * here (nine runs of one twin on the mid-tier phone gave 0.93-2.04 s, depending on whether the lazy pictures and fonts
 * finished before the observed paint), and the median run's LCP was whichever mode that run
 * happened to fall in.
 */
export function medianTimings(lhrs) {
  const runs = lhrs.map(timings);
  const of = (figure) => Math.round(median(runs.map((run) => run[figure])));
  return { performance: of("performance"), lcpMs: of("lcpMs"), tbtMs: of("tbtMs") };
}

/** What cost a run points, so a failing score says where to look. */
const failedAudits = ({ audits }) =>
  Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
    )
    .map((audit) => audit.id);

/** A kept run's file name: `_ru_leca_blocks_-mid-tier-twin-3` (lantern-lcp.mjs reads them). */
const runName = (page, phone, side, run) =>
  `${page.replace(/\W+/g, "_") || "_"}-${phone.name}-${side}-${run}`;

function keepReports(dir, page, phone, lhrs) {
  fs.mkdirSync(dir, { recursive: true });
  for (const side of Object.keys(lhrs))
    lhrs[side].forEach((lhr, run) =>
      fs.writeFileSync(
        path.join(dir, `${runName(page, phone, side, run)}.json`),
        JSON.stringify(lhr),
      ),
    );
}

/** One Lighthouse run; null when it came back without the paint a median needs. */
async function runOnce(url, { port, slowdown, noindex, categories = CATEGORIES, keepIn }) {
  const result = await lighthouse(url, {
    port,
    // Lighthouse's -G and -A together: gather, save the trace and DevTools log there, then audit.
    ...(keepIn ? { gatherMode: keepIn, auditMode: keepIn } : {}),
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    skipAudits: noindex ? ["is-crawlable"] : undefined,
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return filterToValidRuns([result.lhr]).length === 1 ? result.lhr : null;
}

/**
 * This machine's benchmarkIndex, the median of three readings (Lighthouse measures it at the
 * start of every run; a run of a static page is the cheapest way to get one).
 */
async function calibrate(url, port) {
  const readings = [];
  for (let i = 0; i < 3; i += 1) {
    const lhr = await runOnce(url, { port, slowdown: 1, categories: ["performance"] });
    if (lhr?.environment?.benchmarkIndex) readings.push(lhr.environment.benchmarkIndex);
  }
  if (readings.length === 0) throw new Error("Lighthouse measured no benchmarkIndex");
  return Math.round(median(readings));
}

/**
 * This machine's benchmarkIndex as runLighthouse calibrates it, for a step that runs without it
 * (the interactions step under `--only interactions`).
 */
export async function machineBenchmarkIndex(url) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "leca-lh-"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    userDataDir: tmp,
  });
  try {
    await waitForQuietCpu();
    return await calibrate(url, chrome.port);
  } finally {
    chrome.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Page and twin (and any other side in `urls`), `runs` times each, alternating. A run that comes
 * back without a paint, or on a machine slower than the phone it simulates (slowRun, against
 * `options.calibrated`), is run again, up to as many extra runs; a side still short of `runs`
 * then keeps its fastest slow runs, and only a side with no usable run fails the step. Each run
 * made again is named in `failures` (the report prints them under the table).
 * With `audit`, the page's first usable run also audits accessibility, best practices and SEO;
 * every other run computes performance only. Those audits (axe among them) run after the load the
 * speed figures come from and do not depend on the phone, so one run of them is enough: the
 * others would spend ~1.5 s each on a report nobody reads (a tenth of the full bench).
 */
async function measureSides(urls, options, runs, audit) {
  const sides = Object.keys(urls);
  const lhrs = Object.fromEntries(sides.map((side) => [side, []]));
  const slow = Object.fromEntries(sides.map((side) => [side, []]));
  const failures = [];
  let full = null;
  for (let attempt = 0; attempt < runs * 2; attempt += 1) {
    for (const side of sides) {
      if (lhrs[side].length >= runs) continue;
      const auditing = audit && side === "page" && !full;
      const only = auditing ? {} : { categories: ["performance"] };
      // Each load opens its own connections, as a first visit does (twin.mjs, heldUntil).
      options.closeIdle?.();
      const keepIn = options.keepTraces?.(side, lhrs[side].length);
      const lhr = await runOnce(urls[side], { ...options, ...only, keepIn });
      const tooSlow = lhr && slowRun(lhr.environment?.benchmarkIndex, options.calibrated);
      if (lhr && !tooSlow) lhrs[side].push(lhr);
      else failures.push(`${side}: ${tooSlow || "no FCP or TTI"}`);
      if (tooSlow) slow[side].push(lhr);
      if (lhr && auditing) full = lhr;
    }
    if (sides.every((side) => lhrs[side].length >= runs)) break;
  }
  for (const side of sides) {
    const fastestFirst = slow[side].toSorted(
      (a, b) => b.environment.benchmarkIndex - a.environment.benchmarkIndex,
    );
    lhrs[side].push(...fastestFirst.slice(0, runs - lhrs[side].length));
  }
  for (const side of sides) {
    if (lhrs[side].length === 0)
      throw new Error(`no Lighthouse run of the ${side} measured its paint`);
  }
  return { lhrs, failures, full };
}

/**
 * @param {string[]} paths the pages to measure
 * @param {{ phones: { name: string, benchmarkIndex: number, runs: number }[], runs?: number,
 *   stepRuns?: number, done?: Record<string, object>,
 *   onRow?: (page: string, row: object, machine: object) => void }} options
 *   `runs` overrides each phone's own number of runs; `stepRuns` is how many runs a side gets in
 *   all where a missed LCP target's runs lie on Lantern's steps (0: never; lcp-ties.mjs); `done`
 *   holds rows an earlier sitting measured (resume.mjs), reported as they are; `onRow` is told of
 *   each row as soon as it is measured
 * @returns {Promise<{ rows: Record<string, object>, machine: object | null }>} per path: the summary
 *   of each phone's median page run, its twin's, and the gaps; machine is null when every row was done
 */
export async function runLighthouse(
  baseUrl,
  paths,
  { phones, runs, stepRuns = 0, done = {}, onRow },
) {
  const todo = paths.filter((page) => !done[page]);
  // Every row, earlier sittings' and this one's, in the order of `paths`.
  const inOrder = (rows) =>
    Object.fromEntries(
      paths.map((page) => [page, done[page] ?? rows[page]]).filter(([, row]) => row),
    );
  if (todo.length === 0) return { rows: inOrder({}), machine: null };
  // Lighthouse leaves profile folders behind: keep them in one temp folder we remove.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "leca-lh-"));
  const origins = await startPageAndTwin(baseUrl, paths);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    userDataDir: tmp,
  });
  const rows = {};
  const machine = {};
  try {
    await waitForQuietCpu();
    machine.twinHeaders = TWIN_HEADERS;
    machine.benchmarkIndex = await calibrate(origins.twin(todo[0]), chrome.port);
    machine.slowdowns = Object.fromEntries(
      phones.map((phone) => [phone.name, cpuSlowdown(machine.benchmarkIndex, phone)]),
    );
    for (const [index, page] of paths.entries()) {
      if (done[page]) continue;
      progress("lighthouse", index, paths.length, page);
      const url = new URL(page, baseUrl).toString();
      const html = await fetchText(url);
      const noindex = isNoindex(html);
      const row = { phones: {}, inlineCssKb: inlineCssKb(html) };
      for (const phone of phones) {
        const cpu = await waitForQuietCpu();
        const slowdown = machine.slowdowns[phone.name];
        // Scores and weights do not depend on the phone: the first (slowest) one gives them.
        const first = phone === phones[0];
        // Where the page cuts its opener off (the sign-in pages), its twin pays that header too;
        // on the first phone the twin is also measured as a static host would serve it, for the
        // target on what the HTML, CSS, fonts and pictures alone cost (budgets.mjs).
        const staticTwin = first && origins.cutsOpener(page);
        const urls = { page: origins.page(page), twin: origins.twin(page) };
        const sideOptions = {
          port: chrome.port,
          slowdown,
          noindex,
          closeIdle: origins.closeIdle,
          calibrated: machine.benchmarkIndex,
          // BENCH_KEEP_TRACES=dir keeps each run's trace, to replay its simulated LCP
          // (lantern-lcp.mjs); a run made again overwrites the one that had no paint.
          keepTraces:
            process.env.BENCH_KEEP_TRACES &&
            ((side, run) =>
              path.join(process.env.BENCH_KEEP_TRACES, runName(page, phone, side, run))),
        };
        const { lhrs, failures, full } = await measureSides(
          { ...urls, ...(staticTwin ? { staticTwin: origins.staticTwin(page) } : {}) },
          sideOptions,
          runs ?? phone.runs,
          first,
        );
        // The page's own figures (bytes, audits) come from its median run; the speed figures are
        // each figure's median.
        const pageRun = computeMedianRun(lhrs.page);
        const [own, twin] = [medianTimings(lhrs.page), medianTimings(lhrs.twin)];
        // LCPs on Lantern's steps: more runs, compared by their means (lcp-ties.mjs, STEP_RUNS).
        const lcps = (side) => lhrs[side].map((lhr) => timings(lhr).lcpMs);
        const misses = (lcpMs) =>
          missesTarget(LCP_TARGETS[phone.name], { phones: { [phone.name]: { gap: { lcpMs } } } });
        const medianRuns = lhrs.page.length;
        let lcpSteps;
        if (
          stepRuns > medianRuns &&
          needsStepRuns({ page: lcps("page"), twin: lcps("twin") }, misses)
        ) {
          const medianGapMs = own.lcpMs - twin.lcpMs;
          const more = await measureSides(
            urls,
            {
              ...sideOptions,
              keepTraces:
                sideOptions.keepTraces &&
                ((side, run) => sideOptions.keepTraces(side, lhrs[side].length + run)),
            },
            stepRuns - medianRuns,
            false,
          );
          for (const side of Object.keys(urls)) lhrs[side].push(...more.lhrs[side]);
          failures.push(...more.failures);
          own.lcpMs = Math.round(mean(lcps("page")));
          twin.lcpMs = Math.round(mean(lcps("twin")));
          lcpSteps = { runs: lhrs.page.length, medianGapMs };
        }
        // BENCH_KEEP_LHR=dir keeps every run's full report, to see what decided a figure.
        if (process.env.BENCH_KEEP_LHR) keepReports(process.env.BENCH_KEEP_LHR, page, phone, lhrs);
        const ties = Object.fromEntries(
          ["page", "twin"]
            .map((side) => [side, lcpTies(lhrs[side])])
            .filter(([, files]) => files.length > 0),
        );
        if (first) {
          Object.assign(row, pageFigures(full ?? pageRun, pageRun));
          // Exact, for the first-round-trip gate (budgets.mjs): the same in every run of a build.
          row.htmlBytes = { page: documentBytes(pageRun), twin: documentBytes(lhrs.twin[0]) };
        }
        row.phones[phone.name] = {
          ...own,
          twin,
          gap: {
            performance: twin.performance - own.performance,
            tbtMs: own.tbtMs - twin.tbtMs,
            lcpMs: own.lcpMs - twin.lcpMs,
          },
          ...(staticTwin ? { staticTwin: medianTimings(lhrs.staticTwin) } : {}),
          lighthouseFailedAudits: [
            ...new Set([...(first && full ? failedAudits(full) : []), ...failedAudits(pageRun)]),
          ],
          runs: medianRuns,
          // Every run's LCP, page and twin: simulated LCP is bimodal, and a median that sits
          // between the modes is read from these.
          lcpRunsMs: { page: lcps("page"), twin: lcps("twin") },
          // What split those LCPs into steps, where anything did (lcp-ties.mjs).
          ...(Object.keys(ties).length > 0 ? { lcpTies: ties } : {}),
          // Where the LCPs are the means of STEP_RUNS runs a side, and the medians' gap before.
          ...(lcpSteps ? { lcpSteps } : {}),
          slowdown,
          // Lighthouse's own reading of the CPU's speed in each page run: a low figure next to a
          // low score points at the machine, not the page.
          benchmarkIndexes: lhrs.page.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
          cpuWaitSeconds: Math.round(cpu.waitedSeconds),
          ...(cpu.quiet ? {} : { cpuBusy: cpuBusyRemark(cpu) }),
          ...(failures.length > 0 ? { lighthouseFailedRuns: failures } : {}),
        };
      }
      if (noindex) row.note = NOINDEX_NOTE;
      rows[page] = row;
      onRow?.(page, row, machine);
    }
  } finally {
    await chrome.kill();
    await origins.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return { rows: inOrder(rows), machine };
}
