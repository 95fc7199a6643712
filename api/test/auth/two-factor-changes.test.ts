// Issue 46, findings 2 and 3: a stolen session cannot take over two-factor. Turning it on or off
// and renewing the recovery codes ask for the password again, count wrong codes toward the
// sign-in waits, are rate limited and audited; each of them ends every other session of the
// admin, and a refresh carries on what the session proved instead of reading the account.
import { Agent } from "../helpers/agent";
import { ADMIN_PASSWORD, createUser, makeApp, type TestApp } from "../helpers/app";
import { codeAt } from "../../src/auth/totp";

const from = (address: string) => ({ remoteAddress: address });

describe("changing two-factor sign-in", () => {
  let t: TestApp;
  let clock = new Date("2032-02-01T09:00:00.000Z");
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" }, { now: () => clock });
  });
  afterAll(() => t.close());

  /** The owner signs in and turns two-factor on; a thief holds an older session of theirs. */
  async function enrolledWithThief(username: string) {
    await createUser(t.app, username);
    const thief = new Agent(t.app);
    await thief.get("/api/csrf/", from("203.0.113.50"));
    expect(
      (
        await thief.post(
          "/api/login/",
          { username, password: ADMIN_PASSWORD },
          from("203.0.113.50"),
        )
      ).statusCode,
    ).toBe(200);
    const owner = new Agent(t.app);
    await owner.login(username, ADMIN_PASSWORD);
    const { secret } = (await owner.post("/api/auth/2fa/setup/", {})).json();
    later(30);
    const enabled = await owner.post("/api/auth/2fa/enable/", {
      code: codeAt(secret, clock),
      password: ADMIN_PASSWORD,
    });
    expect(enabled.statusCode).toBe(200);
    return { owner, thief, secret: secret as string };
  }

  const audited = async (username: string) =>
    t.app.store.audit.list({ limit: 100, actor: username });

  it("asks for the password again: a session and a code are not enough", async () => {
    await createUser(t.app, "asked");
    const owner = new Agent(t.app);
    await owner.login("asked", ADMIN_PASSWORD);
    const { secret } = (await owner.post("/api/auth/2fa/setup/", {})).json();
    const noPassword = await owner.post("/api/auth/2fa/enable/", { code: codeAt(secret, clock) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fieldErrors.password.code).toBe("login.passwordRequired");
    const wrongPassword = await owner.post("/api/auth/2fa/enable/", {
      code: codeAt(secret, clock),
      password: "not the password",
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().fieldErrors.password.code).toBe("login.passwordWrong");
    expect((await t.app.store.users.findByUsername("asked"))?.totp).toBeNull();
    const [refused] = await audited("asked");
    expect(refused).toMatchObject({
      action: "two-factor-change-failed",
      detail: "two-factor-refused?step=turn-on&why=wrong-password",
    });
  });

  it("ends the thief's older session when the owner turns two-factor on", async () => {
    const { owner, thief } = await enrolledWithThief("armed");
    expect((await thief.get("/api/session/")).statusCode).toBe(401);
    expect((await thief.post("/api/token/refresh/", {})).statusCode).toBe(401);
    // The owner's own session goes on, its cookies signed again.
    expect((await owner.get("/api/session/")).statusCode).toBe(200);
  });

  it("counts a stolen session's wrong codes toward the waits, and audits every one", async () => {
    const { owner, secret } = await enrolledWithThief("guarded");
    // The thief copied the owner's cookies (the same session) and guesses codes from afar.
    const thief = owner.copy();
    const guess = (code: string) =>
      thief.post(
        "/api/auth/2fa/disable/",
        { code, password: ADMIN_PASSWORD },
        from("203.0.113.60"),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await guess(String(100000 + i))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Past the free ones even the right code waits.
    later(30);
    const right = await guess(codeAt(secret, clock));
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe("ACCOUNT_LOCKED");
    expect((await t.app.store.users.findByUsername("guarded"))?.totp).not.toBeNull();
    const refused = (await audited("guarded")).filter(
      (entry) => entry.action === "two-factor-change-failed",
    );
    expect(refused.length).toBeGreaterThanOrEqual(8);
    expect(refused.map((entry) => entry.detail)).toContain(
      "two-factor-refused?step=turn-off&why=wrong-code",
    );
    expect(refused.every((entry) => entry.address === "203.0.113.60")).toBe(true);
  });

  it("ends every other session when the recovery codes are renewed or two-factor goes off", async () => {
    const { owner, secret } = await enrolledWithThief("renewer");
    const signIn = async () => {
      const other = new Agent(t.app);
      await other.get("/api/csrf/");
      await other.post("/api/login/", { username: "renewer", password: ADMIN_PASSWORD });
      later(30);
      expect(
        (await other.post("/api/login/2fa/", { code: codeAt(secret, clock) })).statusCode,
      ).toBe(200);
      return other;
    };
    const second = await signIn();
    later(30);
    const renewed = await owner.post("/api/auth/2fa/recovery-codes/", {
      code: codeAt(secret, clock),
      password: ADMIN_PASSWORD,
    });
    expect(renewed.statusCode).toBe(200);
    expect((await second.get("/api/session/")).statusCode).toBe(401);
    expect((await owner.get("/api/session/")).statusCode).toBe(200);

    const third = await signIn();
    later(30);
    const off = await owner.post("/api/auth/2fa/disable/", {
      code: codeAt(secret, clock),
      password: ADMIN_PASSWORD,
    });
    expect(off.statusCode).toBe(200);
    expect((await third.get("/api/session/")).statusCode).toBe(401);
    expect((await owner.get("/api/session/")).statusCode).toBe(200);
  });
});

describe("two-factor changes are rate limited", () => {
  it("answers 429 past the per-minute limit, whatever the code", async () => {
    const t = await makeApp({ LOGIN_RATE_LIMIT: "3", LOGIN_MAX_FAILURES: "100" });
    try {
      const owner = new Agent(t.app);
      await owner.login();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await owner.post("/api/auth/2fa/recovery-codes/", {
          code: "123456",
          password: ADMIN_PASSWORD,
        });
        statuses.push(response.statusCode);
      }
      // No authenticator yet: 409, until the limit answers instead.
      expect(statuses).toEqual([409, 409, 409, 429, 429]);
    } finally {
      await t.close();
    }
  });
});

describe("REQUIRE_2FA and a refresh", () => {
  it("a session that signed in without two-factor does not pass after a refresh", async () => {
    const t = await makeApp({ REQUIRE_2FA: "true", LOGIN_RATE_LIMIT: "1000" });
    try {
      const old = new Agent(t.app);
      await old.login();
      expect((await old.get("/api/builds/")).json().code).toBe("TWO_FACTOR_SETUP_REQUIRED");
      // The account gains an authenticator without this session proving one (another instance,
      // or a session the revocation has not reached): a refresh must not lend it the account's.
      const user = (await t.app.store.users.findByUsername("admin"))!;
      await t.app.store.users.setTotp(user.id, {
        secret: "sealed",
        enabledAt: new Date(),
        lastStep: 0,
        recoveryCodes: [],
        usedRecoveryCodes: [],
      });
      expect((await old.post("/api/token/refresh/", {})).statusCode).toBe(200);
      const after = await old.get("/api/builds/");
      expect(after.statusCode).toBe(403);
      expect(after.json().code).toBe("TWO_FACTOR_SETUP_REQUIRED");
    } finally {
      await t.close();
    }
  });
});
