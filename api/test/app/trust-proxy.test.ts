import { loadConfig } from "../../src/config";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";

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

    // The proxy appends the address it saw; whatever a visitor wrote before it is theirs to forge.
    const attempt = async (forged: string) => {
      const visitor = new Agent(t.app);
      const via = {
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": `${forged}, 203.0.113.7` },
      };
      await visitor.get("/api/csrf/", via);
      return visitor.post("/api/login/", { username: "admin", password: "wrong" }, via);
    };

    it("with a hop count, a forged X-Forwarded-For does not give a visitor a fresh limit", async () => {
      t = await makeApp({ TRUST_PROXY: "1", LOGIN_RATE_LIMIT: "1" });
      expect((await attempt("198.51.100.1")).statusCode).not.toBe(429);
      expect((await attempt("198.51.100.2")).statusCode).toBe(429);
    });

    it("with `true` every hop is believed, which is why the hop count is the advice", async () => {
      t = await makeApp({ TRUST_PROXY: "true", LOGIN_RATE_LIMIT: "1" });
      expect((await attempt("198.51.100.1")).statusCode).not.toBe(429);
      expect((await attempt("198.51.100.2")).statusCode).not.toBe(429);
    });
  });
});
