// Which files put a page's simulated LCP on two steps, and how a page whose LCPs do is judged.
// Lighthouse's simulation (Lantern) builds LCP from every request that ended before the paint it
// watched on this machine, and each one it counts costs the LCP picture about one simulated round
// trip, however small the file: Lantern splits the link's throughput evenly among the requests in
// flight, one still in its handshake included (replayed from traces:
// docs/benchmarks/2026-11-28-five-mid-tier-runs.md). A file that ends before the observed paint
// in some runs of a side and after it in others therefore splits that side's LCPs about 150 ms
// apart. Named in the report next to a missed LCP target, it says where the step came from
// without replaying traces.
import { median } from "./phones.mjs";

/** A file's name without its folder, query or content hash: `inter-latin-wght-400-800-normal.woff2`. */
export function fileName(url) {
  // URL.canParse: a request Lighthouse lists without a URL it can parse is named as it came.
  const path = URL.canParse(url) ? new URL(url).pathname : String(url);
  return path
    .split("/")
    .pop()
    .replace(/[-.][0-9a-f]{8,}(?=\.)/, "");
}

/**
 * The files that ended before the observed LCP in some of `lhrs` and after it in others, each with
 * the number of runs it ended before the paint in: `["manifest.webmanifest 2 of 5"]`.
 * @param {object[]} lhrs one side's Lighthouse results
 */
export function lcpTies(lhrs) {
  /** @type {Map<string, { before: number, runs: number }>} */
  const files = new Map();
  for (const { audits } of lhrs) {
    const paint = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
    if (paint === undefined) continue;
    for (const request of audits["network-requests"]?.details?.items ?? []) {
      if (request.resourceType === "Document" || request.networkEndTime === undefined) continue;
      const name = fileName(request.url);
      const file = files.get(name) ?? { before: 0, runs: 0 };
      file.runs += 1;
      if (request.networkEndTime < paint) file.before += 1;
      files.set(name, file);
    }
  }
  return [...files]
    .filter(([, { before, runs }]) => before > 0 && before < runs)
    .map(([name, { before, runs }]) => `${name} ${before} of ${runs}`);
}

/**
 * Simulated LCPs this far apart or more lie on different steps: each file Lantern counts costs
 * the LCP picture about one simulated round trip (150 ms on the mobile preset).
 */
export const LCP_STEP_MS = 100;

/**
 * How many runs each side gets in all when a page misses its LCP target and either side's LCPs lie
 * on more than one step; the LCPs are then compared by their means.
 *
 * Why: which step a run lands on is a coin of a few ms on this machine, the same on both sides, and
 * the median of a side that lands on either step about as often is itself that coin; the mean of
 * more runs settles it (docs/decisions/0003-bench-runs-and-step-runs.md).
 */
export const STEP_RUNS = 15;

/** Whether `lcps` (one side's simulated LCPs, ms) lie on more than one step. */
export const onSteps = (lcps) => Math.max(...lcps) - Math.min(...lcps) >= LCP_STEP_MS;

/**
 * Whether a page's LCP comparison needs STEP_RUNS: its target is missed (`misses`, told the gap of
 * the medians) while either side's runs lie on more than one step. `lcps` holds each side's LCPs.
 */
export const needsStepRuns = ({ page, twin }, misses) =>
  misses(median(page) - median(twin)) && (onSteps(page) || onSteps(twin));
