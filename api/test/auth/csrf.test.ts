import { Agent } from "../helpers/agent";
import { ADMIN_PASSWORD, createUser, makeApp, type TestApp } from "../helpers/app";

describe("CSRF protection", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" });
    await createUser(t.app, "admin");
  });
  afterAll(() => t.close());

  const credentials = { username: "admin", password: ADMIN_PASSWORD };

  it("gives a fresh client the readable csrftoken cookie on any API response", async () => {
    const agent = new Agent(t.app);
    const response = await agent.get("/api/health");
    const csrf = response.cookies.find((c: { name: string }) => c.name === "csrftoken");
    expect(csrf).toMatchObject({ path: "/", sameSite: "Lax" });
    expect(csrf?.httpOnly).toBeFalsy();
    expect(agent.cookies.get("csrftoken")).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it("refuses an unsafe request without the header", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const response = await agent.post("/api/login/", credentials, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("CSRF_FAILED");
  });

  it("refuses a header that does not match the cookie", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const response = await agent.post("/api/login/", credentials, {
      headers: { "x-csrftoken": "forged.value" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a token planted from another session, even when cookie and header agree", async () => {
    const attacker = new Agent(t.app);
    await attacker.get("/api/csrf/");
    const planted = attacker.cookies.get("csrftoken")!;
    const victim = new Agent(t.app);
    await victim.get("/api/csrf/");
    victim.cookies.set("csrftoken", planted);
    const response = await victim.post("/api/login/", credentials);
    expect(response.statusCode).toBe(403);
  });

  it("binds the token to the session after login, and to a new anonymous nonce after logout", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const anonymous = agent.cookies.get("csrftoken");
    await agent.login();
    const session = agent.cookies.get("csrftoken");
    expect(session).not.toBe(anonymous);
    await agent.post("/api/logout/");
    const afterLogout = agent.cookies.get("csrftoken");
    expect(afterLogout).not.toBe(session);
    // The session-bound token is worthless now.
    const replay = await agent.post("/api/login/", credentials, {
      headers: { "x-csrftoken": session! },
    });
    expect(replay.statusCode).toBe(403);
  });

  it("refuses cross-site requests by Origin and Sec-Fetch-Site", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const byOrigin = await agent.post("/api/login/", credentials, {
      headers: { origin: "https://evil.example" },
    });
    expect([byOrigin.statusCode, byOrigin.json().code]).toEqual([403, "CROSS_SITE_REQUEST"]);
    const byFetchSite = await agent.post("/api/login/", credentials, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(byFetchSite.statusCode).toBe(403);
    const nullOrigin = await agent.post("/api/login/", credentials, {
      headers: { origin: "null" },
    });
    expect(nullOrigin.statusCode).toBe(403);
    const sameOrigin = await agent.post("/api/login/", credentials, {
      headers: {
        origin: "http://localhost:80",
        host: "localhost:80",
        "sec-fetch-site": "same-origin",
      },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("keeps the contact form and logout under CSRF too", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    expect((await agent.post("/api/contact/", {}, { csrf: false })).statusCode).toBe(403);
    expect((await agent.post("/api/logout/", {}, { csrf: false })).statusCode).toBe(403);
  });
});

describe("production cookies", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ COOKIE_SECURE: "true", LOGIN_RATE_LIMIT: "1000" });
    await createUser(t.app, "admin");
  });
  afterAll(() => t.close());

  it("uses Secure __Host- cookies for the tokens", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const response = await agent.post("/api/login/", {
      username: "admin",
      password: ADMIN_PASSWORD,
    });
    const names = response.cookies.map((c: { name: string; secure?: boolean }) => [
      c.name,
      c.secure,
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        ["__Host-access", true],
        ["__Host-refresh", true],
        ["csrftoken", true],
      ]),
    );
  });
});
