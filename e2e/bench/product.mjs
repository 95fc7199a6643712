// Starts the real product (`npm start`) from a clean build on a fresh data folder, as the e2e
// suites do, and stops it again. Used when the bench is not given --base-url.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { REPO_ROOT, fetchStatus } from "./util.mjs";

/** The admin the bench creates in the product it starts (a fresh password every run). */
export const benchAdmin = () => ({
  username: process.env.BENCH_ADMIN_USERNAME ?? "bench-admin",
  password: process.env.BENCH_ADMIN_PASSWORD ?? crypto.randomBytes(18).toString("base64url"),
});

/**
 * Removes Gatsby's cache and output so the next site build is a clean one. The command is
 * overridable (BENCH_SITE_CLEAN_COMMAND) for machines that serialise work in site/ with a lock.
 */
export function cleanSiteBuild() {
  const command = process.env.BENCH_SITE_CLEAN_COMMAND ?? "npm run clean -w site";
  const result = spawnSync(command, { cwd: REPO_ROOT, shell: true, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`"${command}" failed (exit ${result.status})`);
}

/**
 * `npm start` on `port` with a fresh DATA_DIR (or `dataDir`, prepared by the caller; removed on
 * stop either way) after a clean site build (`clean: false` keeps Gatsby's cache as it is);
 * resolves once `/` answers 200 (it is 503 while the first build runs, for at most `timeoutMs`).
 * `env` adds to the product's environment. Its output goes to `logFile`.
 * @returns {Promise<{ baseUrl: string, dataDir: string, startSeconds: number, stop: () => Promise<void> }>}
 */
export async function startProduct({
  port,
  admin,
  logFile,
  dataDir: given,
  env = {},
  timeoutMs = 15 * 60_000,
  clean = true,
}) {
  if (clean) cleanSiteBuild();
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), "leca-bench-data-"));
  const baseUrl = `http://localhost:${port}`;
  if ((await fetchStatus(`${baseUrl}/`)) !== 0) {
    throw new Error(`port ${port} is taken: stop what runs there, or bench it with --base-url`);
  }
  const log = fs.openSync(logFile, "w");
  const started = Date.now();
  // Its own process group: stopping it also stops the site build it may be running.
  const child = spawn("npm", ["start"], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SITE_URL: baseUrl,
      LOG_LEVEL: "warn",
      GATSBY_TELEMETRY_DISABLED: "1",
      ...env,
    },
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The whole group has exited already.
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    signalGroup("SIGTERM");
    for (let i = 0; i < 100 && !exited; i += 1) await sleep(100);
    signalGroup("SIGKILL");
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C must not leave the product (and a site build) running.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  }
  const deadline = started + timeoutMs;
  while ((await fetchStatus(`${baseUrl}/`)) !== 200) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`the product did not serve / (see ${logFile})`);
    }
    await sleep(1000);
  }
  return { baseUrl, dataDir, startSeconds: (Date.now() - started) / 1000, stop };
}
