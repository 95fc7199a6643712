import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqliteStore } from "../../src/store/sqlite";
import { storeContract } from "./contract";

// One database file for the suite; `open` may be called again to reopen the same file.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-store-"));
const file = path.join(dir, "store.db");

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

storeContract("sqlite", () => openSqliteStore({ file }));
