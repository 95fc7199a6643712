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

  const cookieNames = (response: { cookies: unknown[] }) =>
    (response.cookies as { name: string }[]).map((cookie) => cookie.name).sort();

  it("gives a fresh client the readable csrftoken cookie from the bootstrap", async () => {
    const agent = new Agent(t.app);
    const response = await agent.get("/api/csrf/");
    const csrf = response.cookies.find((c: { name: string }) => c.name === "csrftoken");
    expect(csrf).toMatchObject({ path: "/", sameSite: "Lax" });
    expect(csrf?.httpOnly).toBeFalsy();
    expect(agent.cookies.get("csrftoken")).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it("sets no cookie on a visitor's admin check or public read from a page with no form", async () => {
    const agent = new Agent(t.app);
    for (const referer of [undefined, "http://localhost:80/", "http://localhost:80/ru/news/"]) {
      const headers = { host: "localhost:80", ...(referer ? { referer } : {}) };
      const check = await agent.get("/api/is-admin", { headers });
      expect([check.statusCode, check.headers["set-cookie"]]).toEqual([204, undefined]);
      const read = await agent.get("/api/news/", { headers });
      expect([read.statusCode, read.headers["set-cookie"]]).toEqual([200, undefined]);
    }
    expect(agent.cookies.size).toBe(0);
  });

  it.each(["/login/", "/ar/login/", "/contact/", "/ru/contact/", "/dashboard/news/"])(
    "leaves a token with a visitor's admin check sent from %s, where a write follows",
    async (page) => {
      const agent = new Agent(t.app);
      const check = await agent.get("/api/is-admin", {
        headers: { host: "localhost:80", referer: `http://localhost:80${page}` },
      });
      expect(check.statusCode).toBe(204);
      expect(cookieNames(check)).toEqual(["anon", "csrftoken"]);
      // The token it left is the one an unsafe request then needs.
      const login = await agent.post("/api/login/", credentials);
      expect(login.statusCode).toBe(200);
    },
  );

  it("leaves no token for a form page on another site, or a page that only looks like one", async () => {
    for (const referer of [
      "https://evil.example/login/",
      "http://localhost:80/news/login/",
      "http://localhost:80/dashboards/",
      "not a url",
    ]) {
      const check = await new Agent(t.app).get("/api/is-admin", {
        headers: { host: "localhost:80", referer },
      });
      expect([referer, check.headers["set-cookie"]]).toEqual([referer, undefined]);
    }
  });

  it("answers a refused first write with a token, so the client can try again", async () => {
    const agent = new Agent(t.app);
    const refused = await agent.post("/api/login/", credentials);
    expect([refused.statusCode, refused.json().code]).toEqual([403, "CSRF_FAILED"]);
    expect(cookieNames(refused)).toEqual(["anon", "csrftoken"]);
    expect((await agent.post("/api/login/", credentials)).statusCode).toBe(200);
  });

  it("keeps renewing a signed-in admin's token on any answer", async () => {
    const agent = new Agent(t.app);
    await agent.login();
    agent.cookies.set("csrftoken", "stale.token");
    const check = await agent.get("/api/is-admin");
    expect(check.statusCode).toBe(200);
    expect(cookieNames(check)).toContain("csrftoken");
    expect(agent.cookies.get("csrftoken")).not.toBe("stale.token");
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

  it("uses Secure __Host- cookies for the tokens (__Secure- for the path-scoped refresh)", async () => {
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
        ["__Secure-refresh", true],
        ["csrftoken", true],
      ]),
    );
  });
});
