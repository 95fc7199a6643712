// Phones named the way Chrome DevTools calibrates CPU throttling: by Lighthouse's benchmarkIndex
// (mid-tier, e.g. a Pixel 5: 1000; low-tier, e.g. a Moto G Power 2022: 264). Lighthouse's mobile
// preset slows the CPU by a fixed 4x instead, so the phone it simulates depends on the machine it
// runs on (two machines of this project's kind gave the same pages 74-85 and 97-100). Here the
// slowdown is this machine's benchmarkIndex divided by the phone's, so every machine simulates
// the same phone.

/**
 * The simulated phones, slowest first; `runs` is how many runs per page the full bench takes.
 * Five on both, since 2026-11-28: a mid-tier LCP sits on one of Lantern's ~150 ms steps depending
 * on how many small files (Inter, the manifest) end before the observed paint, and a median of 5
 * lands on a rare step less often than one of 3 (p = 0.3: 16% against 22%). It does not help a
 * page whose runs fall on either step about equally: the full run with 5 gave the same two misses
 * from its first 3 runs as from all 5 (README, "Five mid-tier runs"); it costs ~22 min a full run.
 * Such a page, where it misses an LCP target, gets 15 runs a side compared by their means instead
 * (lcp-ties.mjs, STEP_RUNS).
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
 * count. Lighthouse reads the machine's speed at the start of every run, and the slowdown was set
 * from the calibration: a run that read 1,541 on a machine calibrated near 2,750 simulated a phone
 * of about 150, not the low-tier 264. /infrastructure/'s two such page runs blocked 214 and 187 ms,
 * its runs that read 2,200-2,684 28-176 ms (the full run begun 2026-11-28 at 92238a1). The
 * machines are shared: in a quiet full run 7 of 1,215 runs read below 80% of the calibration, in
 * a busy one 35 of 500. Such a run is made again (measureSides in lighthouse.mjs).
 *
 * 90% since 2026-11-29 (80% before): the zero-JS twins of the Arabic pages, whose own blocking is
 * one first layout of ~20 ms on this machine scaled by ~10x, blocked a median 57 ms in the runs
 * that read at least 95% of the calibration, 74 ms at 90-95%, and 141-147 ms below 90% (the full
 * run at 9a864db, 300 low-tier twin runs; all pages' twins 48, 62, 69-72 ms). Runs below 90%
 * simulated a phone more than a tenth slower than the one named, and the twin targets missed
 * there (/ar/gallery/'s twin 97, its three slowest runs at 80-85%). They were 18% of that quiet
 * run's runs, so a full run makes about a fifth more (--resume lets it span sittings).
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
