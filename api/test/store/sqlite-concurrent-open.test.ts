// Instances started together on a new database file (a scaled deployment's first start): each
// process must open it, and the migrations must run once between them, not once per process.
import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrations } from "../../src/store/sqlite/migrations";

const API_DIR = path.resolve(__dirname, "..", "..");
const OPEN = `require("./src/store/sqlite").openSqliteStore({ file: process.argv[1] })
  .then((store) => store.close())
  .catch((error) => { console.error(error.message); process.exitCode = 1; });`;

/** One process that opens (and migrates) the store; resolves to its exit code and stderr. */
function openInProcess(file: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "-e", OPEN, file], {
    cwd: API_DIR,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stderr })));
}

describe("sqlite store opened by several processes at once", () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-open-"))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("migrates a new file once, whichever process gets there first", async () => {
    // Several rounds: the processes interleave differently each time (before, about one in three
    // rounds failed with "already exists" when two applied the same migration).
    for (let round = 0; round < 4; round += 1) {
      const file = path.join(dir, `round-${round}.sqlite`);
      const results = await Promise.all([1, 2, 3].map(() => openInProcess(file)));
      expect(results).toEqual([1, 2, 3].map(() => ({ code: 0, stderr: "" })));
      const db = new Database(file, { readonly: true });
      try {
        expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
      } finally {
        db.close();
      }
    }
  }, 60_000);
});
