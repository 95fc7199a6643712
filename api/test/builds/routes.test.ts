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
    // Recorded before the answer, not after the debounce: the client can follow it at once.
    const { build: first } = asked.json();
    // Stored coded: who asked, and the note they gave, for the dashboard to word.
    expect(first).toMatchObject({
      reason: "manual?by=admin&note=typo+fix+on+the+home+page",
      builder: "local",
    });
    expect(["queued", "building"]).toContain(first.status);
    expect((await admin.get("/api/builds/")).json().items[0].id).toBe(first.id);
    await t.app.builds.whenIdle();

    const again = await admin.post("/api/builds/");
    expect(again.statusCode).toBe(202);
    const second = again.json().build;
    expect(second.id).not.toBe(first.id);
    await t.app.builds.whenIdle();

    const listed = await admin.get("/api/builds/");
    expect(listed.statusCode).toBe(200);
    expect(listed.headers["cache-control"]).toBe("no-store");
    const { items } = listed.json();
    expect(items.map((b: { reason: string }) => b.reason)).toEqual([
      "manual?by=admin",
      "manual?by=admin&note=typo+fix+on+the+home+page",
    ]);
    expect(items.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
    const [latest] = items;
    expect(latest).toMatchObject({ status: "succeeded", builder: "local" });
    expect(latest.durationMs).toBe(Date.parse(latest.finishedAt) - Date.parse(latest.startedAt));
    expect(Date.parse(latest.requestedAt)).toBeLessThanOrEqual(Date.parse(latest.startedAt));
    expect(latest.logTail).toContain("done");
    // Each build's end is in the audit log, as the system's doing (no admin, no address).
    const { entries } = await t.app.audit.page({ action: "build-finished", pageSize: 10 });
    expect(entries.map((entry) => [entry.target?.id, entry.detail, entry.actor])).toEqual([
      [second.id, "succeeded", null],
      [first.id, "succeeded", null],
    ]);
  });

  it("takes changes still waiting for the debounce along, and joins a queued follow-up", async () => {
    site.setPlan({ marker: "slow", sleepMs: 800 });
    const admin = new Agent(t.app);
    await admin.login();
    const running = (await admin.post("/api/builds/", { reason: "first" })).json().build;
    // A publish's request waits for the debounce; "rebuild now" does not, and takes it along.
    t.app.builds.request("news published: green-roofs");
    const queued = (await admin.post("/api/builds/", { reason: "second" })).json().build;
    expect(queued).toMatchObject({
      status: "queued",
      reason: "news published: green-roofs; manual?by=admin&note=second",
    });
    const joined = (await admin.post("/api/builds/", { reason: "third" })).json().build;
    expect(joined.id).toBe(queued.id);
    expect(joined.reason).toBe(
      "news published: green-roofs; manual?by=admin&note=second; manual?by=admin&note=third",
    );

    await t.app.builds.whenIdle();
    const items = (await admin.get("/api/builds/")).json().items.slice(0, 2);
    expect(items.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([
      [queued.id, "succeeded"],
      [running.id, "succeeded"],
    ]);
    site.setPlan({ marker: "initial" });
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
      const asked = await admin.post("/api/builds/", {});
      expect([asked.statusCode, asked.json()]).toEqual([202, { build: null }]);
      await t.app.builds.whenIdle();
      expect((await admin.get("/api/builds/")).json()).toEqual({ items: [] });
    } finally {
      await t.close();
    }
  });
});
