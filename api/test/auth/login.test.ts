import { Agent } from "../helpers/agent";
import { ADMIN_PASSWORD, createUser, makeApp, type TestApp } from "../helpers/app";

describe("POST /api/login/", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" });
    await createUser(t.app, "admin");
  });
  afterAll(() => t.close());

  it("sets HttpOnly, SameSite session cookies and returns the session", async () => {
    const agent = new Agent(t.app);
    const response = await agent.login("Admin", ADMIN_PASSWORD);
    expect(response.json()).toMatchObject({ user: { username: "admin", role: "admin" } });
    const cookies = response.cookies as {
      name: string;
      httpOnly?: boolean;
      sameSite?: string;
      maxAge?: number;
      path?: string;
    }[];
    const access = cookies.find((c) => c.name === "access")!;
    const refresh = cookies.find((c) => c.name === "refresh")!;
    expect(access).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // The refresh token goes to the one route that reads it, not with every page (issue 46).
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/token/refresh" });
    // The access cookie lives as long as the session so an expired token still reaches the API
    // (which answers 401 and the client refreshes) instead of vanishing into a guest request.
    expect(access.maxAge).toBe(14 * 24 * 60 * 60);
    expect(refresh.maxAge).toBe(14 * 24 * 60 * 60);
    // The tokens themselves expire, not only their cookies (a replayed token must die too).
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
        iat: number;
        exp: number;
      };
    const accessClaims = claims(agent.cookies.get("access")!);
    const refreshClaims = claims(agent.cookies.get("refresh")!);
    expect(accessClaims.exp - accessClaims.iat).toBe(15 * 60);
    expect(refreshClaims.exp - refreshClaims.iat).toBe(14 * 24 * 60 * 60);
    const csrf = cookies.find((c) => c.name === "csrftoken")!;
    expect(csrf.httpOnly).toBeFalsy();
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it.each([
    [{ password: "x" }, "username", "login.usernameRequired", "Who are you again?"],
    [{ username: "  ", password: "x" }, "username", "login.usernameRequired", "Who are you again?"],
    [{ username: "admin" }, "password", "login.passwordRequired", "Don't forget your password!"],
    [
      { username: "admin", password: "" },
      "password",
      "login.passwordRequired",
      "Don't forget your password!",
    ],
  ])("400 for %j with the spec's message on the field", async (body, field, code, message) => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const response = await agent.post("/api/login/", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual({ code, message });
  });

  it("tells an unknown username apart from a wrong password", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const unknown = await agent.post("/api/login/", {
      username: "nobody",
      password: "whatever-long",
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      code: "LOGIN_FAILED",
      message: "We looked everywhere but couldn't find that account.",
      fieldErrors: {
        username: { code: "login.usernameUnknown", message: "Nope, don't know that name" },
      },
    });
    const wrong = await agent.post("/api/login/", {
      username: "admin",
      password: "not the password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().fieldErrors).toEqual({
      password: { code: "login.passwordWrong", message: "Password's playing hard to get." },
    });
    expect(wrong.cookies.find((c: { name: string }) => c.name === "access")).toBeUndefined();
  });

  it("answers in Arabic and Russian when asked", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const ar = await agent.post(
      "/api/login/",
      { password: "x" },
      { headers: { "accept-language": "ar" } },
    );
    expect(ar.json().fieldErrors.username.message).toBe("عذرًا، من أنت؟");
    const ru = await agent.post(
      "/api/login/",
      { username: "nobody", password: "x" },
      { headers: { "accept-language": "ru-RU,ru;q=0.9" } },
    );
    expect(ru.json().message).toBe("Мы искали везде, но такой учётной записи не нашли.");
  });

  it("refuses unknown fields and non-string credentials (operator injection)", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    for (const body of [
      { username: { $gt: "" }, password: "x" },
      { username: "admin", password: { $ne: null } },
      { username: ["admin"], password: "x" },
      { username: "admin", password: ADMIN_PASSWORD, role: "admin" },
    ]) {
      const response = await agent.post("/api/login/", body);
      expect(response.statusCode).toBe(400);
      expect(response.cookies.find((c: { name: string }) => c.name === "access")).toBeUndefined();
    }
  });
});

describe("login lockout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000", LOGIN_MAX_FAILURES: "5" });
    await createUser(t.app, "admin");
  });
  afterAll(() => t.close());

  it("lets exactly 5 of 50 parallel wrong logins be tried, locks the rest out, and keeps the lock", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        agent.post("/api/login/", { username: "admin", password: "wrong password!" }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const locked = responses.find((r) => r.statusCode === 429)!;
    expect(locked.json().code).toBe("ACCOUNT_LOCKED");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().message).toBe("Too many tries. This account is locked for 15 minutes.");
    // Even the right password waits for the lock to end.
    const right = await agent.post("/api/login/", { username: "admin", password: ADMIN_PASSWORD });
    expect(right.statusCode).toBe(429);
  });

  it("says how long in the plural form of the reader's language", async () => {
    const short = await makeApp({
      LOGIN_RATE_LIMIT: "1000",
      LOGIN_MAX_FAILURES: "1",
      LOGIN_LOCKOUT_MINUTES: "1",
    });
    try {
      await createUser(short.app, "admin");
      const agent = new Agent(short.app);
      await agent.get("/api/csrf/");
      const attempt = (language: string) =>
        agent.post(
          "/api/login/",
          { username: "admin", password: "wrong password!" },
          { headers: { "accept-language": language } },
        );
      expect((await attempt("en")).statusCode).toBe(401);
      const messages = [];
      for (const language of ["en", "ru", "ar"])
        messages.push((await attempt(language)).json().message);
      expect(messages).toEqual([
        "Too many tries. This account is locked for 1 minute.",
        "Слишком много попыток. Учётная запись заблокирована на 1 минуту.",
        "محاولات كثيرة، لذا أُقفل هذا الحساب لمدة دقيقة واحدة.",
      ]);
    } finally {
      await short.close();
    }
  });
});

describe("login rate limit per IP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "3" });
  });
  afterAll(() => t.close());

  it("answers 429 (never 403) past the limit", async () => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await agent.post("/api/login/", { username: `user${i}`, password: "x" })).statusCode,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = (language: string) =>
      agent.post(
        "/api/login/",
        { username: "someone", password: "x" },
        { headers: { "accept-language": language } },
      );
    // Seconds left in the one-minute window, in the reader's plural form.
    expect((await limited("en")).json().message).toMatch(
      /^Too many requests\. Please try again in [1-6]?\d seconds?\.$/,
    );
    expect((await limited("ru")).json().message).toMatch(
      /^Слишком много запросов\. Попробуйте снова через [1-6]?\d секунд[уы]?\.$/,
    );
  });
});
