// Phones named the way Chrome DevTools calibrates CPU throttling: by Lighthouse's benchmarkIndex
// (mid-tier, e.g. a Pixel 5: 1000; low-tier, e.g. a Moto G Power 2022: 264). Lighthouse's mobile
// preset slows the CPU by a fixed 4x instead, so the phone it simulates depends on the machine it
// runs on (two machines of this project's kind gave the same pages 74-85 and 97-100). Here the
// slowdown is this machine's benchmarkIndex divided by the phone's, so every machine simulates
// the same phone.

/**
 * The simulated phones, slowest first; `runs` is how many runs per page the full bench takes.
 * Five on both: a median of 5 lands on a rare Lantern LCP step less often than one of 3, and a
 * page whose runs fall on either step gets 15 runs a side instead (lcp-ties.mjs, STEP_RUNS; why:
 * docs/decisions/0003-bench-runs-and-step-runs.md).
 */
export const PHONES = [
  { name: "low-tier", benchmarkIndex: 264, runs: 5 },
  { name: "mid-tier", benchmarkIndex: 1000, runs: 5 },
];

/** A phone's figure of a bench page row, by the phone's name (undefined when it was not measured). */
export const onPhone = (name, pick) => (row) =>
  row.phones?.[name] ? pick(row.phones[name]) : undefined;

/** The phones named by `--phones low-tier,mid-tier` (all of them when none are named). */
export function choosePhones(names) {
  if (!names) return PHONES;
  const wanted = names.split(",").map((name) => name.trim());
  const unknown = wanted.filter((name) => !PHONES.some((phone) => phone.name === name));
  if (unknown.length > 0)
    throw new Error(`unknown phone(s) ${unknown}; phones: ${PHONES.map((p) => p.name)}`);
  return PHONES.filter((phone) => wanted.includes(phone.name));
}

/**
 * Lighthouse's CPU slowdown that makes this machine as fast as the phone, never below 1 (a
 * machine slower than the phone cannot be sped up; the report then shows a slowdown of 1).
 */
export const cpuSlowdown = (machineIndex, phone) =>
  Math.max(1, Number((machineIndex / phone.benchmarkIndex).toFixed(2)));

/**
 * How far below the calibrated benchmarkIndex a run's own reading may fall and the run still
 * count. Lighthouse reads the machine's speed at the start of every run, and on a shared machine
 * a run that read much less than the calibration simulated a slower phone than the one named;
 * such a run is made again (measureSides in lighthouse.mjs). Why 90%:
 * docs/decisions/0004-bench-slow-run-rule.md.
 */
export const SLOW_RUN_SHARE = 0.9;

/**
 * Why a run does not simulate the phone it was meant to (its own benchmarkIndex reading below
 * SLOW_RUN_SHARE of the calibration), or null when it does.
 */
export function slowRun(benchmarkIndex, calibrated) {
  if (!calibrated || !benchmarkIndex || benchmarkIndex >= calibrated * SLOW_RUN_SHARE) return null;
  return `the machine read ${Math.round(benchmarkIndex)}, below ${SLOW_RUN_SHARE * 100}% of its calibrated ${calibrated}`;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The mean of `values` (LCPs on Lantern's steps are compared by it: lcp-ties.mjs, STEP_RUNS). */
export const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
