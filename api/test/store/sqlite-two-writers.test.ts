// Two processes counting login attempts on one account in one SQLite file (two instances behind a
// load balancer, a password guesser hitting both). Each count must land, once: a transaction
// that reads before it writes fails at once with SQLITE_BUSY when the other process wrote in
// between, unless it takes the write lock first (users.ts runs it IMMEDIATE).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqliteStore } from "../../src/store/sqlite";

const API_DIR = path.resolve(__dirname, "..", "..");
const RUN_MS = 2500;
// Reserves attempts for RUN_MS, each followed by another write (a rate-limit hit), as a login
// is; prints how many reservations succeeded and the codes of those that failed.
const RESERVE = `(async () => {
  const store = await require("./src/store/sqlite").openSqliteStore({ file: process.argv[1] });
  let done = 0; const failures = [];
  const end = Date.now() + ${RUN_MS};
  while (Date.now() < end) {
    try { await store.users.reserveLoginAttempt("u", new Date(), 1e9, 60000); done += 1; }
    catch (error) { failures.push(String(error.code)); }
    await store.rateLimits.hit("login|127.0.0.1", new Date(), 60000);
  }
  await store.close();
  console.log(JSON.stringify({ done, failures }));
})();`;

function reserveInProcess(file: string): Promise<{ done: number; failures: string[] }> {
  const child = spawn(process.execPath, ["--import", "tsx", "-e", RESERVE, file], {
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

  it("counts every login attempt reserved through either, and refuses none", async () => {
    const file = path.join(dir, "store.sqlite");
    const store = await openSqliteStore({ file });
    try {
      await store.users.create({
        id: "u",
        username: "guessed",
        passwordHash: "h",
        role: "admin",
        createdAt: new Date(),
      });
      const results = await Promise.all([reserveInProcess(file), reserveInProcess(file)]);
      expect(results.flatMap((result) => result.failures)).toEqual([]);
      const total = results.reduce((sum, result) => sum + result.done, 0);
      expect(total).toBeGreaterThan(50);
      expect((await store.users.findById("u"))?.failedAttempts).toBe(total);
    } finally {
      await store.close();
    }
  }, 30_000);
});
