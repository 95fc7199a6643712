import { Agent } from "../helpers/agent";
import { createUser, makeApp, type TestApp } from "../helpers/app";

describe("is-admin, refresh and logout", () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await makeApp(
      { LOGIN_RATE_LIMIT: "1000", REFRESH_REUSE_GRACE: "5" },
      { now: () => new Date(clock) },
    );
    await createUser(t.app, "admin");
    await createUser(t.app, "editor", undefined, "editor");
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = Date.now();
  });

  it("is-admin: 204 for a visitor, 200 for an admin, 403 for a valid non-admin; never cached", async () => {
    const guest = await new Agent(t.app).get("/api/is-admin");
    expect([guest.statusCode, guest.body]).toEqual([204, ""]);
    expect(guest.headers["cache-control"]).toBe("no-store");
    const admin = new Agent(t.app);
    await admin.login();
    const yes = await admin.get("/api/is-admin/");
    expect([yes.statusCode, yes.json()]).toEqual([200, { is_admin: true }]);
    const editor = new Agent(t.app);
    await editor.login("editor");
    const no = await editor.get("/api/is-admin");
    expect([no.statusCode, no.json()]).toEqual([403, { is_admin: false }]);
  });

  it("is-admin: 204, not an error, for a visitor with no session cookie at all", async () => {
    // A browser logs every 4xx in the console: a visitor's page must log nothing.
    const visitor = new Agent(t.app);
    await visitor.get("/api/csrf/");
    expect([...visitor.cookies.keys()].sort()).toEqual(["anon", "csrftoken"]);
    expect((await visitor.get("/api/is-admin")).statusCode).toBe(204);

    const admin = new Agent(t.app);
    await admin.login();
    expect((await admin.post("/api/logout/")).statusCode).toBe(200);
    expect(admin.cookies.has("access") || admin.cookies.has("refresh")).toBe(false);
    expect((await admin.get("/api/is-admin")).statusCode).toBe(204);
  });

  it("is-admin: a visitor's check reads nothing from the store and sets no cookie", async () => {
    const store = t.app.store as unknown as Record<string, Record<string, () => unknown>>;
    const spies = ["users", "sessions", "media", "items", "contacts", "builds"].flatMap((part) => {
      const target = store[part]!;
      const names = new Set([
        ...Object.keys(target),
        ...Object.getOwnPropertyNames(Object.getPrototypeOf(target)),
      ]);
      return [...names]
        .filter((name) => name !== "constructor" && typeof target[name] === "function")
        .map((name) => ({ name: `${part}.${name}`, spy: jest.spyOn(target, name) }));
    });
    expect(spies.length).toBeGreaterThan(20);
    try {
      const check = await new Agent(t.app).get("/api/is-admin");
      expect([check.statusCode, check.headers["set-cookie"]]).toEqual([204, undefined]);
      const used = spies.filter(({ spy }) => spy.mock.calls.length > 0).map(({ name }) => name);
      expect(used).toEqual([]);
    } finally {
      for (const { spy } of spies) spy.mockRestore();
    }
  });

  it("is-admin: 401 while a session cookie is there, so the client refreshes once", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    admin.cookies.delete("access");
    const refreshOnly = await admin.get("/api/is-admin");
    expect([refreshOnly.statusCode, refreshOnly.json()]).toEqual([401, { is_admin: false }]);
    admin.cookies.set("access", "not-a-token");
    expect((await admin.get("/api/is-admin")).statusCode).toBe(401);
  });

  it("is-admin: 401 once the access token has expired", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    await admin.expireAccessToken();
    const response = await admin.get("/api/is-admin");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ is_admin: false });
  });

  it("never accepts a refresh token as an access token, or the reverse", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const access = admin.cookies.get("access")!;
    const refresh = admin.cookies.get("refresh")!;
    admin.cookies.set("access", refresh);
    expect((await admin.get("/api/is-admin")).statusCode).toBe(401);
    admin.cookies.set("access", access);
    admin.cookies.set("refresh", access);
    expect((await admin.post("/api/token/refresh/")).statusCode).toBe(401);
  });

  it("refuses a token signed with another algorithm or key", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const [, payload] = admin.cookies.get("access")!.split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    admin.cookies.set("access", none);
    expect((await admin.get("/api/is-admin")).statusCode).toBe(401);
  });

  it("rotates the refresh token; the new access token works", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const before = admin.cookies.get("refresh");
    clock += 1000;
    const response = await admin.post("/api/token/refresh/");
    expect(response.statusCode).toBe(200);
    expect(admin.cookies.get("refresh")).not.toBe(before);
    expect((await admin.get("/api/is-admin")).statusCode).toBe(200);
  });

  it("two tabs refreshing at once both succeed (grace window)", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const tab2 = admin.copy();
    const [a, b] = await Promise.all([
      admin.post("/api/token/refresh/"),
      tab2.post("/api/token/refresh/"),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await tab2.get("/api/is-admin")).statusCode).toBe(200);
  });

  it("the grace is once per rotated token: a third use of it revokes the family", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const spent = admin.cookies.get("refresh")!;
    const tab2 = admin.copy();
    const [a, b] = await Promise.all([
      admin.post("/api/token/refresh/"),
      tab2.post("/api/token/refresh/"),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);

    const thief = admin.copy();
    thief.cookies.set("refresh", spent);
    expect((await thief.post("/api/token/refresh/")).statusCode).toBe(401);
    // Both tabs are signed out with it: the family is revoked, not only the spent token.
    expect((await admin.get("/api/is-admin")).statusCode).toBe(401);
    expect((await tab2.post("/api/token/refresh/")).statusCode).toBe(401);
  });

  it("reuse of a spent refresh token after the grace window revokes the whole family", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const spent = admin.cookies.get("refresh")!;
    expect((await admin.post("/api/token/refresh/")).statusCode).toBe(200);
    clock += 6000;
    const thief = admin.copy();
    thief.cookies.set("refresh", spent);
    const reuse = await thief.post("/api/token/refresh/");
    expect(reuse.statusCode).toBe(401);
    // The legitimate holder is signed out too: its access token's session is revoked.
    expect((await admin.get("/api/is-admin")).statusCode).toBe(401);
    expect((await admin.post("/api/token/refresh/")).statusCode).toBe(401);
  });

  it("an idle session (3 days without a refresh) ends", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    clock += 3 * 24 * 60 * 60 * 1000 + 1000;
    expect((await admin.post("/api/token/refresh/")).statusCode).toBe(401);
  });

  it("a session ends 14 days after login however often it is refreshed", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    for (let day = 2; day <= 14; day += 2) {
      clock += 2 * 24 * 60 * 60 * 1000;
      const status = (await admin.post("/api/token/refresh/")).statusCode;
      expect(status).toBe(day < 14 ? 200 : 401);
    }
  });

  it("logout revokes the session and clears the cookies", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const access = admin.cookies.get("access")!;
    const refresh = admin.cookies.get("refresh")!;
    const response = await admin.post("/api/logout/");
    expect(response.statusCode).toBe(200);
    expect(admin.cookies.has("access")).toBe(false);
    expect(admin.cookies.has("refresh")).toBe(false);
    // The old cookies, replayed, no longer work.
    const replay = new Agent(t.app);
    replay.cookies.set("access", access);
    expect((await replay.get("/api/is-admin")).statusCode).toBe(401);
    replay.cookies.set("refresh", refresh);
    await replay.get("/api/csrf/");
    expect((await replay.post("/api/token/refresh/")).statusCode).toBe(401);
  });
});
