// Measurement hygiene for Lighthouse: its simulated throttling multiplies the CPU time it observes,
// so a page measured while something else still runs (a site build's workers winding down, disk
// writeback after a test suite) scores lower for reasons that are not the page's. Before each page
// the bench waits, for a bounded time, until the machine's CPUs are idle, and reports when they
// never were. Linux only (/proc/stat); elsewhere it does not wait.
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The machine-wide CPU counters of /proc/stat's first line: idle time and total time, in ticks.
 * I/O wait counts as busy: a disk still flushing slows the page's loads too.
 * @returns {{ idle: number, total: number } | null} null when the file is not there
 */
export function parseCpuLine(statText) {
  const line = statText.split("\n").find((text) => text.startsWith("cpu "));
  if (!line) return null;
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 4 || ticks.some((tick) => !Number.isFinite(tick))) return null;
  return { idle: ticks[3], total: ticks.reduce((sum, tick) => sum + tick, 0) };
}

/** The share of CPU time that was idle between two readings (0..1), or null without data. */
export function idleShare(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  return (after.idle - before.idle) / (after.total - before.total);
}

function readCpu() {
  try {
    return parseCpuLine(fs.readFileSync("/proc/stat", "utf8"));
  } catch {
    return null;
  }
}

/**
 * Waits until the CPUs were at least `idleAtLeast` idle for `quietSeconds` seconds in a row, or
 * `atMostSeconds` have passed.
 * @returns {Promise<{ waitedSeconds: number, idle: number | null, quiet: boolean }>} the last
 *   second's idle share; quiet is false when the wait ran out
 */
export async function waitForQuietCpu({
  idleAtLeast = 0.9,
  quietSeconds = 3,
  atMostSeconds = 60,
} = {}) {
  const started = Date.now();
  let before = readCpu();
  if (!before) return { waitedSeconds: 0, idle: null, quiet: true };
  let quietFor = 0;
  let idle = null;
  while (quietFor < quietSeconds) {
    if (Date.now() - started >= atMostSeconds * 1000) {
      return { waitedSeconds: (Date.now() - started) / 1000, idle, quiet: false };
    }
    await sleep(1000);
    const after = readCpu();
    idle = idleShare(before, after);
    before = after;
    quietFor = idle !== null && idle >= idleAtLeast ? quietFor + 1 : 0;
  }
  return { waitedSeconds: (Date.now() - started) / 1000, idle, quiet: true };
}

/** What the report says about a page measured on a CPU that never went quiet. */
export const cpuBusyRemark = ({ waitedSeconds, idle }) =>
  `measured on a busy machine: CPU ${idle === null ? "?" : Math.round(idle * 100)}% idle after waiting ${Math.round(waitedSeconds)} s`;
