// The rate limits are counted in the store: the login's per-username limit holds whatever address
// the guesses come from, and two apps on one database file count into the same windows (as two
// instances behind a load balancer do; two real processes: test/scale/two-instances-state.test.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";

const from = (address: string) => ({ remoteAddress: address });

async function wrongLogin(app: FastifyInstance, username: string, address: string) {
  const agent = new Agent(app);
  await agent.get("/api/csrf/", from(address));
  return agent.post("/api/login/", { username, password: "wrong" }, from(address));
}

describe("login rate limit per username", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Lockout out of the way: only the rate limit answers 429 here.
    t = await makeApp({ LOGIN_RATE_LIMIT: "3", LOGIN_MAX_FAILURES: "100" });
  });
  afterAll(() => t.close());

  it("refuses the 4th try at one username within the minute, each from another address", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      statuses.push((await wrongLogin(t.app, "Victim", `10.0.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Usernames are case-insensitive, and so is their count; another name has its own.
    expect((await wrongLogin(t.app, "victim", "10.0.1.1")).statusCode).toBe(429);
    const other = await wrongLogin(t.app, "someone-else", "10.0.1.2");
    expect(other.statusCode).toBe(401);
    const limited = await wrongLogin(t.app, "VICTIM", "10.0.1.3");
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("two apps on one database file", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-limits-"));
  const apps: TestApp[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      apps.push(
        await makeApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: "4", LOGIN_MAX_FAILURES: "100" }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("count one address's logins through either into the same window", async () => {
    const [a, b] = [apps[0]!.app, apps[1]!.app];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // A different name each time: only the per-address limit is at work.
      statuses.push((await wrongLogin(i % 2 ? b : a, `user${i}`, "10.9.9.9")).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another address is not held back by it.
    expect((await wrongLogin(b, "user9", "10.9.9.8")).statusCode).toBe(401);
  });
});
