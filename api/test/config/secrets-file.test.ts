import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "../../src/config";

const API_DIR = path.resolve(__dirname, "..", "..");
const FIXTURES = path.join(__dirname, "fixtures");

/** Starts the config loader in a child process that dies halfway through its first file write. */
function loadAndCrash(dataDir: string) {
  const child = spawnSync(
    process.execPath,
    [
      "--require",
      path.join(FIXTURES, "crash-mid-write.cjs"),
      "--import",
      "tsx",
      path.join(FIXTURES, "load-config.ts"),
    ],
    {
      cwd: API_DIR,
      env: { ...process.env, NODE_ENV: "development", DATA_DIR: dataDir },
      encoding: "utf8",
    },
  );
  // Proof the crash happened where it should: killed, before the config was loaded.
  expect([child.signal, child.stdout]).toEqual(["SIGKILL", ""]);
}

const load = (dataDir: string) => loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir });

describe("generated dev secrets (DATA_DIR/secrets.json)", () => {
  let dataDir: string;
  let file: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-secrets-"));
    file = path.join(dataDir, "secrets.json");
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("a crash while the file is first written leaves no file, and the next start makes one", () => {
    loadAndCrash(dataDir);
    expect(fs.existsSync(file)).toBe(false);

    const config = load(dataDir);
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
    expect(stored).toEqual({ JWT_SECRET: config.secrets.jwt, CSRF_SECRET: config.secrets.csrf });
  });

  it("a crash while a secret is added leaves the file as it was", () => {
    const before = JSON.stringify({ JWT_SECRET: "j".repeat(64) }, null, 2);
    fs.writeFileSync(file, before, { mode: 0o600 });
    loadAndCrash(dataDir);
    expect(fs.readFileSync(file, "utf8")).toBe(before);
    expect(load(dataDir).secrets.jwt).toBe("j".repeat(64));
  });

  it("a damaged file stops start-up with a message naming it and what to do", () => {
    fs.writeFileSync(file, '{ "JWT_SECRET": "abc', { mode: 0o600 });
    expect(() => load(dataDir)).toThrow(ConfigError);
    expect(() => load(dataDir)).toThrow(/secrets\.json is damaged .*delete it/);
  });

  it("is readable by its owner only, keeps its secrets across starts and leaves no temp file", () => {
    const first = load(dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(load(dataDir).secrets).toEqual(first.secrets);
    expect(fs.readdirSync(dataDir)).toEqual(["secrets.json"]);
  });
});
