// Issue 46, finding 6: the 14-day refresh cookie goes to the route that reads it, not with every
// page request. Logout and the CSRF binding make do with the access cookie, and a browser that
// still holds the cookie of before (Path=/) keeps its session, moved to the new one.
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";

type SetCookie = { name: string; value: string; path?: string; maxAge?: number; secure?: boolean };

describe("the refresh cookie", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ COOKIE_SECURE: "true", LOGIN_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());

  it("is set for /api/token/refresh only", async () => {
    const agent = new Agent(t.app);
    const response = await agent.login();
    const refresh = (response.cookies as SetCookie[]).find((c) => c.name === "__Secure-refresh");
    expect(refresh).toMatchObject({ path: "/api/token/refresh", secure: true });
    expect((response.cookies as SetCookie[]).map((c) => c.name)).not.toContain("__Host-refresh");
  });

  it("is not needed to sign out: the access cookie's session ends", async () => {
    const agent = new Agent(t.app);
    await agent.login();
    // What the browser sends to /api/logout/: everything but the refresh cookie.
    const { sid } = t.app.jwt.access.decode<{ sid: string }>(agent.cookies.get("__Host-access")!)!;
    agent.cookies.delete("__Secure-refresh");
    expect((await agent.post("/api/logout/", {})).statusCode).toBe(200);
    expect((await t.app.store.sessions.get(sid))?.revokedAt).not.toBeNull();
  });

  it("is not needed to say who signed out once the access token has expired", async () => {
    const agent = new Agent(t.app);
    await agent.login();
    agent.cookies.delete("__Secure-refresh");
    // The same claims, signed by the app, already past their end (what a tab left open sends).
    const {
      iat: _iat,
      exp: _exp,
      ...claims
    } = t.app.jwt.access.decode<Record<string, unknown>>(agent.cookies.get("__Host-access")!)!;
    agent.cookies.set("__Host-access", t.app.jwt.access.sign(claims, { expiresIn: -10 }));
    expect((await agent.get("/api/session/")).json().message).toBe(
      "Your session has ended. Please log in again.",
    );
    expect((await agent.post("/api/logout/", {})).statusCode).toBe(200);
    const [entry] = await t.app.store.audit.list({ limit: 1, action: "sign-out" });
    expect(entry).toMatchObject({ actor: "admin" });
  });

  it("of before (__Host-refresh, Path=/) still refreshes once, and is replaced", async () => {
    const agent = new Agent(t.app);
    await agent.login();
    agent.cookies.set("__Host-refresh", agent.cookies.get("__Secure-refresh")!);
    agent.cookies.delete("__Secure-refresh");
    const refreshed = await agent.post("/api/token/refresh/", {});
    expect(refreshed.statusCode).toBe(200);
    const set = refreshed.cookies as SetCookie[];
    expect(set.find((c) => c.name === "__Host-refresh")).toMatchObject({ path: "/", value: "" });
    expect(set.find((c) => c.name === "__Secure-refresh")).toMatchObject({
      path: "/api/token/refresh",
    });
    expect(agent.cookies.has("__Host-refresh")).toBe(false);
    expect((await agent.get("/api/session/")).statusCode).toBe(200);
  });
});
