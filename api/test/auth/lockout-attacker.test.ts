// Issue 46, finding 1: nobody can lock the admins out. The spec tells an unknown username from
// a wrong password, so an attacker knows the admin's name; failing it on purpose must slow the
// attacker down without refusing the admin, who signs in from their own address and a device
// that has signed in before.
import type { AuditEntry } from "@leca/shared/contracts";
import { Agent } from "../helpers/agent";
import { ADMIN_PASSWORD, makeApp, type TestApp } from "../helpers/app";
import { setAdmin } from "../../src/services/admin-accounts";

const from = (address: string) => ({ remoteAddress: address });
const MINUTE = 60_000;

describe("an attacker failing the admin's password", () => {
  let t: TestApp;
  let clock = new Date("2031-05-01T08:00:00.000Z");
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const HOME = "192.0.2.10";
  let admin: Agent;

  beforeAll(async () => {
    // The default 5 failures and 15 minutes; the per-minute limits (per address, per username)
    // out of the way here: the last test holds them to the same promise.
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" }, { now: () => clock });
    admin = new Agent(t.app);
    await admin.get("/api/csrf/", from(HOME));
    const first = await admin.post(
      "/api/login/",
      { username: "admin", password: ADMIN_PASSWORD },
      from(HOME),
    );
    expect(first.statusCode).toBe(200);
    // The device is known from now on (a signed cookie for the sign-in routes only).
    const device = (first.cookies as { name: string; path?: string; httpOnly?: boolean }[]).find(
      (cookie) => cookie.name === "device",
    );
    expect(device).toMatchObject({ path: "/api/login", httpOnly: true });
  });
  afterAll(() => t.close());

  async function adminSignsIn() {
    const response = await admin.post(
      "/api/login/",
      { username: "admin", password: ADMIN_PASSWORD },
      from(HOME),
    );
    expect(response.statusCode).toBe(200);
  }

  async function attack(address: string) {
    const attacker = new Agent(t.app);
    await attacker.get("/api/csrf/", from(address));
    const response = await attacker.post(
      "/api/login/",
      { username: "admin", password: "guess" },
      from(address),
    );
    return response;
  }

  it("from one address: the attacker waits longer and longer, the admin gets in every time", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await attack("203.0.113.1")).statusCode);
    // Five guesses, then a wait: no further guess is even checked.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    await adminSignsIn();

    const waiting = await attack("203.0.113.1");
    expect(waiting.json().code).toBe("ACCOUNT_LOCKED");
    expect(Number(waiting.headers["retry-after"])).toBe(15 * 60);
    // After the wait, one more guess; then the next wait is twice as long.
    later(15 * MINUTE);
    expect((await attack("203.0.113.1")).statusCode).toBe(401);
    const longer = await attack("203.0.113.1");
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers["retry-after"])).toBe(30 * 60);
    await adminSignsIn();
  });

  it("from twenty addresses, every minute for an hour: the admin still gets in every time", async () => {
    const guesses: number[] = [];
    for (let minute = 0; minute < 60; minute += 5) {
      for (let a = 1; a <= 20; a += 1) guesses.push((await attack(`198.51.100.${a}`)).statusCode);
      await adminSignsIn();
      later(5 * MINUTE);
    }
    // Each address had its five guesses, then one after each doubling wait (15 min, 30 min...).
    const checked = guesses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(20 * 7);
    expect(guesses.filter((status) => status === 429).length).toBeGreaterThan(100);
  });

  it("from the admin's own address: the known device still gets in", async () => {
    for (let i = 0; i < 7; i += 1) await attack(HOME);
    expect((await attack(HOME)).statusCode).toBe(429);
    await adminSignsIn();
    // A browser that never signed in there is held back like the attacker.
    const stranger = new Agent(t.app);
    await stranger.get("/api/csrf/", from(HOME));
    const refused = await stranger.post(
      "/api/login/",
      { username: "admin", password: ADMIN_PASSWORD },
      from(HOME),
    );
    expect(refused.statusCode).toBe(429);
  });

  it("audits the attacker's attempts, the refused ones too", async () => {
    const response = await admin.get("/api/audit/?action=sign-in-failed&pageSize=100", from(HOME));
    expect(response.statusCode).toBe(200);
    const entries = response.json().entries as AuditEntry[];
    const details = new Set(entries.map((entry) => entry.detail));
    expect(details).toContain("wrong-password");
    expect(details).toContain("too-many-tries");
    expect(
      entries.some(
        (entry) =>
          entry.address === "198.51.100.7" &&
          entry.actor === "admin" &&
          entry.detail === "too-many-tries",
      ),
    ).toBe(true);
  });

  it("slows one address guessing many usernames, known or not", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const agent = new Agent(t.app);
      await agent.get("/api/csrf/", from("203.0.113.99"));
      const response = await agent.post(
        "/api/login/",
        { username: `someone${i}`, password: "guess" },
        from("203.0.113.99"),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe("the per-minute sign-in limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "5" });
  });
  afterAll(() => t.close());

  it("hold back the attacker's addresses, never the admin's known device", async () => {
    const HOME = "192.0.2.20";
    const admin = new Agent(t.app);
    await admin.get("/api/csrf/", from(HOME));
    const signIn = () =>
      admin.post("/api/login/", { username: "admin", password: ADMIN_PASSWORD }, from(HOME));
    expect((await signIn()).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      const attacker = new Agent(t.app);
      const address = i % 2 ? HOME : `203.0.113.${i}`;
      await attacker.get("/api/csrf/", from(address));
      statuses.push(
        (
          await attacker.post(
            "/api/login/",
            { username: "admin", password: "guess" },
            from(address),
          )
        ).statusCode,
      );
    }
    // Five a minute at the admin's name, and five a minute from the admin's own address...
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
    // ...yet the known device signs in, again and again.
    for (let i = 0; i < 6; i += 1) expect((await signIn()).statusCode).toBe(200);
  });
});

describe("a password reset on the server", () => {
  it("lifts the account's sign-in waits, wherever they were caused", async () => {
    const t = await makeApp({ LOGIN_RATE_LIMIT: "1000" });
    try {
      const attempt = async (password: string) => {
        const agent = new Agent(t.app);
        await agent.get("/api/csrf/", from("203.0.113.44"));
        return agent.post("/api/login/", { username: "admin", password }, from("203.0.113.44"));
      };
      for (let i = 0; i < 5; i += 1) await attempt("guess");
      expect((await attempt(ADMIN_PASSWORD)).statusCode).toBe(429);
      // `npm run admin -- reset admin`, by its owner on the server.
      await setAdmin(t.app.store, "admin", "a new password on the server");
      expect((await attempt("a new password on the server")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
