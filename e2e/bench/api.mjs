// The API benchmark (api/src/bench: autocannon against the real API and a bare Fastify route in
// one run, servers of its own): runs it and reads the figures it writes to bench/api-report.json.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./util.mjs";

/**
 * @param {number} seconds autocannon's duration per route
 * @returns {{ routes: object[], checks: { target: string, ok: boolean, value: string }[] }}
 */
export function runApiBench(seconds) {
  const report = path.join(REPO_ROOT, "bench/api-report.json");
  fs.rmSync(report, { force: true });
  process.stderr.write(`api: autocannon, ${seconds} s per route\n`);
  // Its own exit code only says whether its targets were met: they are read from the report.
  spawnSync("npm", ["run", "bench", "--silent", "-w", "api"], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BENCH_DURATION: String(seconds) },
  });
  if (!fs.existsSync(report)) throw new Error("the API benchmark wrote no bench/api-report.json");
  const { rows, checks } = JSON.parse(fs.readFileSync(report, "utf8"));
  const bare = rows[0].requestsPerSecond;
  return {
    routes: rows.map((row) => ({
      ...row,
      percentOfBare: Math.round((row.requestsPerSecond / bare) * 100),
    })),
    checks,
  };
}
