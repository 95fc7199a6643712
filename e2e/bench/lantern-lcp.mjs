// Replays Lighthouse's simulated LCP (Lantern) of runs the bench kept with BENCH_KEEP_TRACES=dir,
// and prints what each of its two graphs held: Lantern reports the mean of an optimistic and a
// pessimistic simulation, each over the requests that ended, and the tasks that ran, before the
// paint it watched on this machine. Two runs of one page whose LCPs differ by a step (one
// simulated round trip, ~150 ms) differ in what those graphs held or in when a request in them
// ended; this prints both, so the step can be named instead of guessed.
//
//   BENCH_KEEP_TRACES=/tmp/tr npm run bench -- --pages /leca-blocks/ --only lighthouse
//   node e2e/bench/lantern-lcp.mjs /tmp/tr/_ru_leca_blocks_-mid-tier-page-0 /tmp/tr/_ru_leca_blocks_-mid-tier-twin-0
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { Audit } from "lighthouse/core/audits/audit.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

const ms = (value) => String(Math.round(value)).padStart(5);

/** One line for a graph node: a request by its path, size and priority; a task by what it did. */
function describe(node) {
  if (node.type === "network") {
    const { url, transferSize, priority } = node.request;
    return `${url.replace(/^https?:\/\/[^/]+/, "").slice(0, 60)} (${transferSize} B, ${priority})`;
  }
  const did = [...new Set(node.childEvents.map((event) => event.name))]
    .filter((name) =>
      ["EvaluateScript", "Layout", "ParseHTML", "Paint", "UpdateLayoutTree"].includes(name),
    )
    .join(", ");
  return `task ${Math.round(node.duration / 1000)} ms observed${did ? `: ${did}` : ""}`;
}

function printGraph(name, estimate) {
  console.log(`  ${name}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows)
    console.log(`    ${ms(timing.startTime)} → ${ms(timing.endTime)}  ${describe(node)}`);
}

for (const dir of process.argv.slice(2)) {
  const artifacts = loadArtifacts(dir);
  const context = { computedCache: new Map(), settings: artifacts.settings };
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const slowdown = artifacts.settings.throttling.cpuSlowdownMultiplier;
  console.log(`${dir}: simulated LCP ${Math.round(lcp.timing)} ms (CPU slowdown ${slowdown}x)`);
  printGraph("optimistic", lcp.optimisticEstimate);
  printGraph("pessimistic", lcp.pessimisticEstimate);
}
