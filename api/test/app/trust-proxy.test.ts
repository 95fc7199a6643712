import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { Agent } from "../helpers/agent";
import { ADMIN_PASSWORD, makeApp, type TestApp } from "../helpers/app";

describe("TRUST_PROXY", () => {
  it.each([
    ["false", false],
    ["0", false],
    ["true", true],
    ["1", 1],
    ["2", 2],
    ["10.0.0.0/8, 127.0.0.1", "10.0.0.0/8, 127.0.0.1"],
  ])("reads %s as %p", (value, expected) => {
    expect(loadConfig({ NODE_ENV: "test", TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  describe("the per-IP limits behind one proxy", () => {
    let t: TestApp;
    afterEach(() => t.close());

    // Each try names another account, so the per-username limit (same size) stays out of what
    // these tests see: they are about which address the per-IP limit counts.
    const wrongLogin = (forged: string) => ({ username: `someone-${forged}`, password: "wrong" });

    // The proxy appends the address it saw; whatever a visitor wrote before it is theirs to forge.
    const attempt = async (forged: string) => {
      const visitor = new Agent(t.app);
      const via = {
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": `${forged}, 203.0.113.7` },
      };
      await visitor.get("/api/csrf/", via);
      return visitor.post("/api/login/", wrongLogin(forged), via);
    };

    it("with a hop count, a forged X-Forwarded-For does not give a visitor a fresh limit", async () => {
      t = await makeApp({ TRUST_PROXY: "1", LOGIN_RATE_LIMIT: "1" });
      expect((await attempt("198.51.100.1")).statusCode).not.toBe(429);
      expect((await attempt("198.51.100.2")).statusCode).toBe(429);
    });

    it("with `true` every hop is believed, so a visitor gets a fresh limit per forged address", async () => {
      t = await makeApp({ TRUST_PROXY: "true", LOGIN_RATE_LIMIT: "1" });
      expect((await attempt("198.51.100.1")).statusCode).not.toBe(429);
      expect((await attempt("198.51.100.2")).statusCode).not.toBe(429);
    });

    it("with a hop count, a caller who reaches the API directly forges any address", async () => {
      t = await makeApp({ TRUST_PROXY: "2", LOGIN_RATE_LIMIT: "1" });
      expect((await direct("198.51.100.1")).statusCode).not.toBe(429);
      expect((await direct("198.51.100.2")).statusCode).not.toBe(429);
    });

    it("with the proxies' addresses, only what the proxy saw counts, directly or not", async () => {
      t = await makeApp({ TRUST_PROXY: "127.0.0.1", LOGIN_RATE_LIMIT: "1" });
      expect((await direct("198.51.100.1")).statusCode).not.toBe(429);
      expect((await direct("198.51.100.2")).statusCode).toBe(429);
      expect((await attempt("198.51.100.3")).statusCode).not.toBe(429);
      expect((await attempt("198.51.100.4")).statusCode).toBe(429);
    });

    /** A caller that skips the proxy, writing an X-Forwarded-For that looks like two proxies'. */
    const direct = async (forged: string) => {
      const visitor = new Agent(t.app);
      const via = {
        remoteAddress: "203.0.113.9",
        headers: { "x-forwarded-for": `${forged}, 192.0.2.1` },
      };
      await visitor.get("/api/csrf/", via);
      return visitor.post("/api/login/", wrongLogin(forged), via);
    };
  });
});

describe("TRUST_PROXY at start in production", () => {
  /** The warnings a production start logs with this TRUST_PROXY. */
  async function startWarnings(trustProxy: string, nodeEnv = "production") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-trust-"));
    const lines: { level: number; msg: string }[] = [];
    const config = loadConfig({
      NODE_ENV: nodeEnv,
      DATA_DIR: dataDir,
      JWT_SECRET: "j".repeat(48),
      CSRF_SECRET: "c".repeat(48),
      SEED: "false",
      BUILDER: "off",
      SERVE_SITE: "false",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD,
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
      TRUST_PROXY: trustProxy,
    });
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = await buildApp({ config, logger: { level: "warn", stream } });
    await app.ready();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    return lines.filter((line) => line.level === 40).map((line) => line.msg);
  }

  it.each(["2", "1", "true"])(
    "warns that TRUST_PROXY=%s lets direct callers forge their address",
    async (value) => {
      const warnings = await startWarnings(value);
      expect(warnings).toEqual([expect.stringContaining(`TRUST_PROXY=${value}`)]);
      expect(warnings[0]).toContain("the proxies' addresses");
    },
  );

  it("says nothing when only the proxies' addresses are trusted, or outside production", async () => {
    expect(await startWarnings("10.0.0.0/8, 127.0.0.1")).toEqual([]);
    expect(await startWarnings("false")).toEqual([]);
    expect(await startWarnings("2", "development")).toEqual([]);
  });
});
