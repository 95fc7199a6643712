// Issue 46, finding 6: a generated first admin password never reaches the log stream. stdout is
// the log in a container; there the password goes to a 0600 file under DATA_DIR and stdout only
// says where. On a terminal it is still shown there, once.
import fs from "node:fs";
import path from "node:path";
import { output, FIRST_ADMIN_FILE } from "../../src/plugins/bootstrap";
import { verifyPassword } from "../../src/services/passwords";
import os from "node:os";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";

/** An app with no ADMIN_USERNAME/ADMIN_PASSWORD: it makes the first admin, a random password. */
async function makeApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-first-admin-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED: "false",
    BUILDER: "off",
    SERVE_SITE: "false",
    LOG_LEVEL: "silent",
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
  });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe("the generated first admin password", () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    jest.spyOn(output, "write").mockImplementation((text: string) => {
      written.push(text);
      return true;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("goes to a 0600 file under DATA_DIR when stdout is not a terminal, and stdout says where", async () => {
    jest.spyOn(output, "isTerminal").mockReturnValue(false);
    const t = await makeApp();
    try {
      const file = path.join(t.dataDir, FIRST_ADMIN_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = /password: (\S+)/.exec(fs.readFileSync(file, "utf8"))![1]!;
      const admin = await t.app.store.users.findByUsername("admin");
      expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
      expect(written.join("")).toContain(file);
      expect(written.join("")).not.toContain(password);
    } finally {
      await t.close();
    }
  });

  it("is shown on a terminal, and then no file is written", async () => {
    jest.spyOn(output, "isTerminal").mockReturnValue(true);
    const t = await makeApp();
    try {
      expect(written.join("")).toMatch(/password: \S+/);
      expect(fs.existsSync(path.join(t.dataDir, FIRST_ADMIN_FILE))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
