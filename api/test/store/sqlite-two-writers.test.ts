// Two processes counting sign-in attempts under one key in one SQLite file (two instances behind
// a load balancer, a password guesser hitting both). Each count must land, once: a transaction
// that reads before it writes fails at once with SQLITE_BUSY when the other process wrote in
// between, unless it takes the write lock first (rate-limits.ts runs attempt() IMMEDIATE).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqliteStore } from "../../src/store/sqlite";

const API_DIR = path.resolve(__dirname, "..", "..");
const RUN_MS = 2500;
const KEY = "sign-in|account:u|127.0.0.1";
// Counts attempts for RUN_MS (a policy that never makes one wait), each followed by another
// write (a rate-limit hit), as a login is; prints how many were counted and the codes of those
// that failed.
const ATTEMPT = `(async () => {
  const store = await require("./src/store/sqlite").openSqliteStore({ file: process.argv[1] });
  const policy = { free: 1e9, firstWaitMs: 60000, maxWaitMs: 60000, windowMs: 3600000 };
  let done = 0; const failures = [];
  const end = Date.now() + ${RUN_MS};
  while (Date.now() < end) {
    try { await store.rateLimits.attempt(${JSON.stringify(KEY)}, new Date(), policy); done += 1; }
    catch (error) { failures.push(String(error.code)); }
    await store.rateLimits.hit("login|127.0.0.1", new Date(), 60000);
  }
  await store.close();
  console.log(JSON.stringify({ done, failures }));
})();`;

function attemptInProcess(file: string): Promise<{ done: number; failures: string[] }> {
  const child = spawn(process.execPath, ["--import", "tsx", "-e", ATTEMPT, file], {
    cwd: API_DIR,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as { done: number; failures: string[] });
      else reject(new Error(`exit ${code}: ${stdout}`));
    }),
  );
}

describe("sqlite store written by two processes at once", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-writers-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("counts every sign-in attempt made through either, and refuses none", async () => {
    const file = path.join(dir, "store.sqlite");
    const store = await openSqliteStore({ file });
    try {
      const results = await Promise.all([attemptInProcess(file), attemptInProcess(file)]);
      expect(results.flatMap((result) => result.failures)).toEqual([]);
      const total = results.reduce((sum, result) => sum + result.done, 0);
      expect(total).toBeGreaterThan(50);
      expect((await store.rateLimits.peek(KEY, new Date()))?.count).toBe(total);
    } finally {
      await store.close();
    }
  }, 30_000);
});
