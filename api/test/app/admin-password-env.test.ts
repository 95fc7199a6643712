import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import Database from "better-sqlite3";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { setAdmin } from "../../src/services/admin-accounts";
import { Agent } from "../helpers/agent";

const FIRST = "first env password";
const FROM_CLI = "set later with the admin CLI";
const SECOND = "a second env password";

/** One start of the server's app on `dataDir` with this ADMIN_PASSWORD; its warnings are kept. */
async function start(dataDir: string, password: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED: "false",
    BUILDER: "off",
    SERVE_SITE: "false",
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: password,
  });
  const app = await buildApp({ config, logger: { level: "warn", stream } });
  await app.ready();
  const canLogIn = async (candidate: string) => {
    const agent = new Agent(app);
    await agent.get("/api/csrf/");
    const response = await agent.post("/api/login/", { username: "admin", password: candidate });
    return response.statusCode === 200;
  };
  const warnings = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { app, canLogIn, warnings };
}

describe("ADMIN_USERNAME + ADMIN_PASSWORD at start", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-admin-env-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** First start with FIRST, then the CLI's reset (`npm run admin -- reset admin`) to FROM_CLI. */
  async function resetByCliAfterFirstStart() {
    const first = await start(dataDir, FIRST);
    expect(await first.canLogIn(FIRST)).toBe(true);
    await setAdmin(first.app.store, "admin", FROM_CLI);
    await first.app.close();
  }

  it("a stale ADMIN_PASSWORD does not undo a later CLI reset, and warns what to do", async () => {
    await resetByCliAfterFirstStart();
    const restarted = await start(dataDir, FIRST);
    try {
      expect(await restarted.canLogIn(FROM_CLI)).toBe(true);
      expect(await restarted.canLogIn(FIRST)).toBe(false);
      const [warning] = restarted.warnings().filter((msg) => msg.includes("ADMIN_PASSWORD"));
      expect(warning).toMatch(/NOT applied/);
      expect(warning).toMatch(/npm run admin -- reset/);
      expect(warning).toMatch(/remove ADMIN_PASSWORD/i);
    } finally {
      await restarted.app.close();
    }
  });

  it("a new ADMIN_PASSWORD value still resets the admin at start", async () => {
    await resetByCliAfterFirstStart();
    const restarted = await start(dataDir, SECOND);
    try {
      expect(await restarted.canLogIn(SECOND)).toBe(true);
      expect(await restarted.canLogIn(FROM_CLI)).toBe(false);
      expect(restarted.warnings()).toEqual([]);
    } finally {
      await restarted.app.close();
    }
  });

  it("a restart with the same ADMIN_PASSWORD keeps the admin's sessions", async () => {
    const first = await start(dataDir, FIRST);
    const agent = new Agent(first.app);
    await agent.login("admin", FIRST);
    await first.app.close();

    const restarted = await start(dataDir, FIRST);
    try {
      const again = new Agent(restarted.app);
      for (const [name, value] of agent.cookies) again.cookies.set(name, value);
      expect((await again.get("/api/is-admin")).statusCode).toBe(200);
      expect(restarted.warnings()).toEqual([]);
    } finally {
      await restarted.app.close();
    }
  });

  it("remembers the applied value only as a password hash, never as plain text", async () => {
    const first = await start(dataDir, FIRST);
    await first.app.close();
    const db = new Database(path.join(dataDir, "leca.sqlite"), { readonly: true });
    try {
      const dump = JSON.stringify(db.prepare("SELECT * FROM users").all());
      expect(dump).not.toContain(FIRST);
      expect(dump).toMatch(/"env_password_hash":"\$argon2id\$/);
    } finally {
      db.close();
    }
  });
});
