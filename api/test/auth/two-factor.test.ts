import { Agent } from "../helpers/agent";
import { ADMIN_PASSWORD, createUser, makeApp, type TestApp } from "../helpers/app";
import { codeAt } from "../../src/auth/totp";
import { removeTwoFactor } from "../../src/services/admin-accounts";

// Two-factor sign-in (TOTP, RFC 6238): enrolment with a QR code and recovery codes, the code
// step of a sign-in, wrong codes toward the lockout, and REQUIRE_2FA.
describe("two-factor sign-in", () => {
  let t: TestApp;
  let clock = new Date("2030-03-01T10:00:00.000Z");
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000", LOGIN_MAX_FAILURES: "4" }, { now: () => clock });
  });
  afterAll(() => t.close());

  /** Signs `username` in, turns two-factor on, and answers the secret and recovery codes. */
  async function enrolled(username: string) {
    await createUser(t.app, username);
    const agent = new Agent(t.app);
    await agent.login(username, ADMIN_PASSWORD);
    const setup = await agent.post("/api/auth/2fa/setup/", {});
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(uri).toMatch(new RegExp(`^otpauth://totp/LECA%20Gulf%20dashboard:${username}\\?`));
    expect(qrSvg).toMatch(/^<svg/);
    const enabled = await agent.post("/api/auth/2fa/enable/", {
      code: codeAt(secret, clock),
      password: ADMIN_PASSWORD,
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    return { agent, secret, recoveryCodes };
  }

  /** The password step, which now asks for the code. */
  async function passwordStep(username: string) {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const response = await agent.post("/api/login/", { username, password: ADMIN_PASSWORD });
    return { agent, response };
  }

  it("enrols: a secret to scan, confirmed by its first code, and ten recovery codes", async () => {
    const { agent, secret, recoveryCodes } = await enrolled("enrol");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await agent.get("/api/auth/2fa/")).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    // The secret is sealed in the store, not kept as it was shown.
    const user = await t.app.store.users.findByUsername("enrol");
    expect(user?.totp?.secret).not.toContain(secret);
    expect(user?.totp?.recoveryCodes).not.toContain(recoveryCodes[0]);
  });

  it("asks for the code after the password, and signs in with it once", async () => {
    const { secret } = await enrolled("coded");
    later(60);
    const { agent, response } = await passwordStep("coded");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: "TWO_FACTOR_REQUIRED",
      message: "Enter the six-digit code from your authenticator app.",
    });
    expect(agent.cookies.has("access")).toBe(false);

    const code = codeAt(secret, clock);
    const signedIn = await agent.post("/api/login/2fa/", { code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { username: "coded" } });
    expect((await agent.get("/api/is-admin")).statusCode).toBe(200);

    // The same code again (a replay, even after a new password step) is refused.
    const second = await passwordStep("coded");
    expect(second.response.statusCode).toBe(401);
    const replay = await second.agent.post("/api/login/2fa/", { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().fieldErrors.code.code).toBe("login.codeWrong");
  });

  it("takes each recovery code once", async () => {
    const { recoveryCodes } = await enrolled("recovering");
    const [code] = recoveryCodes;
    const first = await passwordStep("recovering");
    expect(
      (await first.agent.post("/api/login/2fa/", { code: code!.toUpperCase() })).statusCode,
    ).toBe(200);
    const again = await passwordStep("recovering");
    expect((await again.agent.post("/api/login/2fa/", { code })).statusCode).toBe(401);
    expect((await first.agent.get("/api/auth/2fa/")).json().recoveryCodesLeft).toBe(9);
  });

  it("says a recovery code was used before, only after the password step, counted as a try", async () => {
    const { recoveryCodes } = await enrolled("spent");
    const [used, unused] = recoveryCodes;
    const first = await passwordStep("spent");
    expect((await first.agent.post("/api/login/2fa/", { code: used })).statusCode).toBe(200);

    // Typed again: its own message, in the admin's language, and a failed sign-in in the log.
    const { agent } = await passwordStep("spent");
    const again = await agent.post(
      "/api/login/2fa/",
      { code: used },
      { headers: { "accept-language": "ar" } },
    );
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: "LOGIN_FAILED",
      fieldErrors: { code: { code: "login.codeUsed", message: "سبق استخدام رمز الاسترداد هذا." } },
    });
    const english = await agent.post("/api/login/2fa/", { code: used });
    expect(english.json().fieldErrors.code.message).toBe(
      "That recovery code has already been used.",
    );
    const entries = await t.app.store.audit.list({ limit: 20, actor: "spent" });
    expect(entries.map((entry) => [entry.action, entry.detail])).toContainEqual([
      "sign-in-failed",
      "used-recovery-code",
    ]);

    // A code this set never had, shaped like one, is only "didn't work".
    const madeUp = await agent.post("/api/login/2fa/", { code: "aaaa-bbbb-cccc-dddd" });
    expect(madeUp.json().fieldErrors.code.code).toBe("login.codeWrong");
    // The used code's tries counted like any other: with the password step that is four, the
    // limit here, so the account is now locked, even for its unused codes.
    const locked = await agent.post("/api/login/2fa/", { code: unused });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("ACCOUNT_LOCKED");

    // Without the password step there is no code step to ask: the challenge is missing.
    const stranger = new Agent(t.app);
    await stranger.get("/api/csrf/");
    const guess = await stranger.post("/api/login/2fa/", { code: used });
    expect(guess.statusCode).toBe(401);
    expect(guess.json().code).toBe("UNAUTHORIZED");
    expect(JSON.stringify(guess.json())).not.toContain("codeUsed");
  });

  it("takes the old set's codes, used or not, for unknown once new codes are made", async () => {
    const { agent: owner, secret, recoveryCodes } = await enrolled("renewed-set");
    const [used, unused] = recoveryCodes;
    const first = await passwordStep("renewed-set");
    expect((await first.agent.post("/api/login/2fa/", { code: used })).statusCode).toBe(200);
    later(60);
    const renewed = await owner.post("/api/auth/2fa/recovery-codes/", {
      code: codeAt(secret, clock),
      password: ADMIN_PASSWORD,
    });
    expect(renewed.statusCode).toBe(200);
    const { agent } = await passwordStep("renewed-set");
    for (const old of [used, unused]) {
      const answer = await agent.post("/api/login/2fa/", { code: old });
      expect(answer.json().fieldErrors.code.code).toBe("login.codeWrong");
    }
  });

  it("counts wrong codes toward the lockout, in the user's language", async () => {
    const { secret } = await enrolled("guessed");
    const { agent } = await passwordStep("guessed");
    const wrong = async () =>
      agent.post("/api/login/2fa/", { code: "000000" }, { headers: { "accept-language": "ru" } });
    const first = await wrong();
    expect(first.statusCode).toBe(401);
    expect(first.json().message).toMatch(/^Код не подошёл/);
    // The password counted once and the four guesses since; the account is then locked, even
    // for the right code.
    for (let guess = 0; guess < 3; guess++) await wrong();
    later(30);
    const locked = await agent.post("/api/login/2fa/", { code: codeAt(secret, clock) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("ACCOUNT_LOCKED");
    const audit = await t.app.store.audit.list({ limit: 50, actor: "guessed" });
    expect(audit.map((entry) => entry.detail)).toContain("wrong-code");
  });

  it("refuses the code step without a password step first", async () => {
    const { secret } = await enrolled("late");
    const stranger = new Agent(t.app);
    await stranger.get("/api/csrf/");
    const alone = await stranger.post("/api/login/2fa/", { code: codeAt(secret, clock) });
    expect(alone.statusCode).toBe(401);
    expect(alone.json().message).toBe(
      "Too much time passed before the code was entered. Log in with your password again.",
    );
  });

  it("turns off with a current code, and the password alone signs in again", async () => {
    const { agent, secret } = await enrolled("leaving");
    later(30);
    expect(
      (await agent.post("/api/auth/2fa/disable/", { code: "123456", password: ADMIN_PASSWORD }))
        .statusCode,
    ).toBe(401);
    later(30);
    const off = await agent.post("/api/auth/2fa/disable/", {
      code: codeAt(secret, clock),
      password: ADMIN_PASSWORD,
    });
    expect(off.statusCode).toBe(200);
    const { response } = await passwordStep("leaving");
    expect(response.statusCode).toBe(200);
  });

  it("renews the recovery codes with a current code; the old ones stop working", async () => {
    const { agent, secret, recoveryCodes } = await enrolled("renewing");
    later(30);
    const renewed = await agent.post("/api/auth/2fa/recovery-codes/", {
      code: codeAt(secret, clock),
      password: ADMIN_PASSWORD,
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).not.toContain(recoveryCodes[0]);
    const { agent: next } = await passwordStep("renewing");
    expect((await next.post("/api/login/2fa/", { code: recoveryCodes[0] })).statusCode).toBe(401);
  });
});

describe("a lost phone, on the server", () => {
  it("removes the authenticator, ends every session, and records it", async () => {
    const t = await makeApp({ LOGIN_RATE_LIMIT: "1000" });
    try {
      const agent = new Agent(t.app);
      await agent.login();
      const { secret } = (await agent.post("/api/auth/2fa/setup/", {})).json();
      await agent.post("/api/auth/2fa/enable/", {
        code: codeAt(secret, new Date()),
        password: ADMIN_PASSWORD,
      });
      expect(await removeTwoFactor(t.app.store, "Admin")).toBe(true);
      expect(await removeTwoFactor(t.app.store, "nobody")).toBe(false);
      expect((await t.app.store.users.findByUsername("admin"))?.totp).toBeNull();
      expect((await agent.get("/api/auth/2fa/")).statusCode).toBe(401);
      const [entry] = await t.app.store.audit.list({ limit: 1 });
      expect(entry).toMatchObject({ action: "two-factor-disabled", detail: "command-line" });
    } finally {
      await t.close();
    }
  });
});

describe("REQUIRE_2FA", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ REQUIRE_2FA: "true", LOGIN_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());

  it("lets an admin without an authenticator enrol, and nothing else until then", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const news = await admin.get("/api/news/?status=all");
    expect(news.statusCode).toBe(200); // public list: not an admin route
    const held = await admin.post("/api/news/", { title: { en: "x" } });
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({
      code: "TWO_FACTOR_SETUP_REQUIRED",
      message:
        "Set up two-factor authentication to continue: this site requires it for every admin.",
    });
    expect((await admin.get("/api/auth/2fa/")).json()).toMatchObject({
      required: true,
      enabled: false,
    });

    const { secret } = (await admin.post("/api/auth/2fa/setup/", {})).json();
    const enabled = await admin.post("/api/auth/2fa/enable/", {
      code: codeAt(secret, new Date()),
      password: ADMIN_PASSWORD,
    });
    expect(enabled.statusCode).toBe(200);
    // The session's cookies were signed again: the same session may now work.
    expect((await admin.get("/api/builds/")).statusCode).toBe(200);
    // And it cannot be turned off while the site requires it.
    const off = await admin.post("/api/auth/2fa/disable/", {
      code: "000000",
      password: ADMIN_PASSWORD,
    });
    expect(off.statusCode).toBe(403);
  });
});
