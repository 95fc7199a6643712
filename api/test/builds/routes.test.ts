import { createUser, makeApp, type TestApp } from "../helpers/app";
import { Agent } from "../helpers/agent";
import { fakeSite } from "./fixtures/site";

describe("GET/POST /api/builds/", () => {
  let site: ReturnType<typeof fakeSite>;
  let t: TestApp;

  beforeAll(async () => {
    site = fakeSite({ BUILD_DEBOUNCE_MS: "20" });
    t = await makeApp(site.env);
    await createUser(t.app);
    await createUser(t.app, "editor", undefined, "editor");
  });
  afterAll(async () => {
    await t.close();
    site.remove();
  });

  it("refuses guests, non-admins and requests without a CSRF token", async () => {
    const guest = new Agent(t.app);
    expect((await guest.get("/api/builds/")).statusCode).toBe(401);
    await guest.get("/api/csrf/");
    const guestPost = await guest.post("/api/builds/", {});
    expect(guestPost.statusCode).toBe(401);
    expect(guestPost.json()).toMatchObject({ code: "UNAUTHORIZED" });

    const editor = new Agent(t.app);
    await editor.login("editor");
    expect((await editor.get("/api/builds/")).statusCode).toBe(403);
    expect((await editor.post("/api/builds/", {})).statusCode).toBe(403);

    const admin = new Agent(t.app);
    await admin.login();
    const noToken = await admin.post("/api/builds/", {}, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ code: "CSRF_FAILED" });

    await t.app.builds.whenIdle();
    expect(await t.app.builds.list(10)).toHaveLength(0);
  });

  it("lets an admin ask for a rebuild and see it with its status, timings and log tail", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const asked = await admin.post("/api/builds/", { reason: "typo fix on the home page" });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ ok: true });
    await t.app.builds.whenIdle();

    expect((await admin.post("/api/builds/")).statusCode).toBe(202);
    await t.app.builds.whenIdle();

    const listed = await admin.get("/api/builds/");
    expect(listed.statusCode).toBe(200);
    expect(listed.headers["cache-control"]).toBe("no-store");
    const { items } = listed.json();
    expect(items.map((b: { reason: string }) => b.reason)).toEqual([
      "manual rebuild",
      "typo fix on the home page",
    ]);
    const [latest] = items;
    expect(latest).toMatchObject({ status: "succeeded", builder: "local" });
    expect(latest.durationMs).toBe(Date.parse(latest.finishedAt) - Date.parse(latest.startedAt));
    expect(Date.parse(latest.requestedAt)).toBeLessThanOrEqual(Date.parse(latest.startedAt));
    expect(latest.logTail).toContain("done");
  });

  it("rejects an over-long or unknown body field", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    expect((await admin.post("/api/builds/", { reason: "x".repeat(201) })).statusCode).toBe(400);
    expect((await admin.post("/api/builds/", { why: "because" })).statusCode).toBe(400);
  });
});

describe("with BUILDER=off", () => {
  it("accepts a rebuild request and records no build", async () => {
    const t = await makeApp({ BUILDER: "off", BUILD_DEBOUNCE_MS: "0" });
    try {
      await createUser(t.app);
      const admin = new Agent(t.app);
      await admin.login();
      expect((await admin.post("/api/builds/", {})).statusCode).toBe(202);
      await t.app.builds.whenIdle();
      expect((await admin.get("/api/builds/")).json()).toEqual({ items: [] });
    } finally {
      await t.close();
    }
  });
});
