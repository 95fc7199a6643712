// Issue 46, findings 3 and 4: an admin manages their own account from the dashboard. Changing
// the password asks for the current one, follows the CLI's rule and ends every other session;
// the admin sees their sessions (browser, approximate address, "this device") and ends one of
// them or all the others. Everything is audited.
import { Agent } from "../helpers/agent";
import { ADMIN_PASSWORD, createUser, makeApp, type TestApp } from "../helpers/app";
import { approximateAddress, deviceOf } from "../../src/auth/client-info";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("the admin's own account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());

  async function signIn(username: string, password: string, userAgent: string, address: string) {
    const agent = new Agent(t.app);
    const options = { headers: { "user-agent": userAgent }, remoteAddress: address };
    await agent.get("/api/csrf/", options);
    const response = await agent.post("/api/login/", { username, password }, options);
    expect(response.statusCode).toBe(200);
    return agent;
  }

  it("lists the admin's sessions: browser, approximate address, this device", async () => {
    await createUser(t.app, "lister");
    const laptop = await signIn("lister", ADMIN_PASSWORD, FIREFOX, "203.0.113.77");
    await signIn("lister", ADMIN_PASSWORD, SAFARI, "198.51.100.23");
    await signIn("admin", ADMIN_PASSWORD, FIREFOX, "192.0.2.1");
    const response = await laptop.get("/api/session/sessions/");
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json() as {
      sessions: { browser: string; os: string; address: string; current: boolean }[];
    };
    // Another admin's sessions are not in it.
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)).toMatchObject({
      browser: "Firefox",
      os: "Linux",
      address: "203.0.113.0/24",
    });
    expect(sessions.find((session) => !session.current)).toMatchObject({
      browser: "Safari",
      os: "iOS",
      address: "198.51.100.0/24",
    });
  });

  it("ends one session, or every other one, and never another admin's", async () => {
    await createUser(t.app, "ender");
    const laptop = await signIn("ender", ADMIN_PASSWORD, FIREFOX, "203.0.113.78");
    const phone = await signIn("ender", ADMIN_PASSWORD, SAFARI, "198.51.100.24");
    const tablet = await signIn("ender", ADMIN_PASSWORD, SAFARI, "192.0.2.125");
    const someoneElse = await signIn("admin", ADMIN_PASSWORD, FIREFOX, "192.0.2.2");
    const listed = (await laptop.get("/api/session/sessions/")).json().sessions as {
      id: string;
      address: string;
    }[];
    const phoneId = listed.find((session) => session.address === "198.51.100.0/24")!.id;
    const theirs = (await someoneElse.get("/api/session/sessions/")).json().sessions[0].id;
    expect((await laptop.delete(`/api/session/sessions/${theirs}/`)).statusCode).toBe(404);
    expect((await someoneElse.get("/api/session/")).statusCode).toBe(200);

    expect((await laptop.delete(`/api/session/sessions/${phoneId}/`)).statusCode).toBe(200);
    expect((await phone.get("/api/session/")).statusCode).toBe(401);
    expect((await tablet.get("/api/session/")).statusCode).toBe(200);

    const others = await laptop.post("/api/session/sessions/end-others/", {});
    expect(others.json()).toEqual({ ended: 1 });
    expect((await tablet.get("/api/session/")).statusCode).toBe(401);
    expect((await laptop.get("/api/session/")).statusCode).toBe(200);
    const entries = await t.app.store.audit.list({ limit: 10, actor: "ender" });
    expect(entries.filter((entry) => entry.action === "session-ended")).toHaveLength(2);
  });

  it("changes the password with the current one; every other session ends", async () => {
    await createUser(t.app, "changer");
    const laptop = await signIn("changer", ADMIN_PASSWORD, FIREFOX, "203.0.113.79");
    const thief = await signIn("changer", ADMIN_PASSWORD, SAFARI, "198.51.100.26");
    const change = (body: unknown) => laptop.post("/api/session/password/", body);

    const wrong = await change({
      currentPassword: "not it at all",
      newPassword: "a new long one 1",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().fieldErrors.currentPassword.code).toBe("login.passwordWrong");
    const short = await change({ currentPassword: ADMIN_PASSWORD, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword.message).toBe(
      "The new password must be 12 to 256 characters long.",
    );
    const ru = await laptop.post(
      "/api/session/password/",
      { currentPassword: ADMIN_PASSWORD, newPassword: "short" },
      { headers: { "accept-language": "ru" } },
    );
    expect(ru.json().fieldErrors.newPassword.message).toBe(
      "Длина нового пароля\u00a0— от 12 до 256 символов.",
    );
    expect((await thief.get("/api/session/")).statusCode).toBe(200);

    const changed = await change({
      currentPassword: ADMIN_PASSWORD,
      newPassword: "a brand new passphrase",
    });
    expect(changed.statusCode).toBe(200);
    expect((await thief.get("/api/session/")).statusCode).toBe(401);
    expect((await laptop.get("/api/session/")).statusCode).toBe(200);
    // The new password signs in (argon2, like the CLI's); the old one no longer does.
    await signIn("changer", "a brand new passphrase", FIREFOX, "203.0.113.79");
    const user = await t.app.store.users.findByUsername("changer");
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const actions = (await t.app.store.audit.list({ limit: 20, actor: "changer" })).map(
      (entry) => entry.action,
    );
    expect(actions).toContain("password-changed");
    expect(actions).toContain("password-change-failed");
  });

  it("counts wrong current passwords toward the sign-in waits", async () => {
    await createUser(t.app, "guessed-change");
    const stolen = await signIn("guessed-change", ADMIN_PASSWORD, FIREFOX, "203.0.113.80");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await stolen.post("/api/session/password/", {
        currentPassword: `guess number ${i}`,
        newPassword: "the thief's own password",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe("what a session keeps of where it signed in", () => {
  it("keeps a network, not the address", () => {
    expect(approximateAddress("203.0.113.77")).toBe("203.0.113.0/24");
    expect(approximateAddress("::ffff:203.0.113.77")).toBe("203.0.113.0/24");
    expect(approximateAddress("2001:db8:85a3::8a2e:370:7334")).toBe("2001:db8:85a3::/48");
    expect(approximateAddress("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(approximateAddress(undefined)).toBeNull();
  });

  it("names the browser and system", () => {
    expect(deviceOf(FIREFOX)).toEqual({ browser: "Firefox", os: "Linux" });
    expect(deviceOf(SAFARI)).toEqual({ browser: "Safari", os: "iOS" });
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
  });
});
