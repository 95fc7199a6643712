import fs from "node:fs";
import type { AuditEntry, AuditPage } from "@leca/shared/contracts";
import { Agent } from "../helpers/agent";
import { ADMIN_PASSWORD, makeApp, type TestApp } from "../helpers/app";
import { newsBody } from "../items/fixtures";
import { jpeg } from "../media/images";
import { filePart } from "../media/multipart";

describe("audit log", () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await makeApp({ AUDIT_RETENTION_DAYS: "30" });
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  const page = async (query = ""): Promise<AuditPage> => {
    const response = await admin.get(`/api/audit/${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const latest = async (action: AuditEntry["action"]) =>
    (await page(`?action=${action}`)).entries[0];

  it("records sign-ins and failed ones: who, from where, and why it failed", async () => {
    const visitor = new Agent(t.app);
    await visitor.get("/api/csrf/");
    await visitor.post("/api/login/", { username: "Admin", password: "not the password" });
    await visitor.post("/api/login/", { username: "nobody", password: ADMIN_PASSWORD });
    const failed = (await page("?action=sign-in-failed")).entries;
    expect(failed.map(({ actor, detail }) => [actor, detail])).toEqual([
      ["nobody", "unknown-username"],
      ["admin", "wrong-password"],
    ]);
    expect(failed[0]!.address).toBe("127.0.0.1");
    expect(await latest("sign-in")).toMatchObject({ actor: "admin", address: "127.0.0.1" });
  });

  it("records publishing, unpublishing and deleting, with the item's title and slug", async () => {
    const created = await admin.post(
      "/api/news/",
      newsBody("Roof gardens on LECA", { status: "published" }),
    );
    expect(created.statusCode).toBe(201);
    const { slug, version, id } = created.json();
    expect(await latest("publish")).toMatchObject({
      actor: "admin",
      target: { type: "news", id, label: "Roof gardens on LECA" },
      detail: `item?path=${encodeURIComponent(`/${slug}/`)}`,
    });

    const drafted = await admin.patch(`/api/news/${slug}/`, { status: "draft", version });
    expect(drafted.statusCode).toBe(200);
    expect(await latest("unpublish")).toMatchObject({ target: { id }, actor: "admin" });

    // A save that changes no status is not an event of the log.
    const before = (await page()).entries.length;
    await admin.patch(`/api/news/${slug}/`, { version: version + 1, excerpt: { en: "New." } });
    expect((await page()).entries.length).toBe(before);

    expect((await admin.delete(`/api/news/${slug}/`)).statusCode).toBe(204);
    expect(await latest("delete")).toMatchObject({ target: { type: "news", id }, actor: "admin" });
  });

  it("records uploads with the file's name, and manual rebuilds with their reason", async () => {
    const body = filePart(await jpeg(80, 60), "roof.jpg", "image/jpeg");
    const uploaded = await admin.post("/api/media/", body.payload, { headers: body.headers });
    expect(uploaded.statusCode).toBe(201);
    expect(await latest("upload")).toMatchObject({
      actor: "admin",
      target: { type: "media", id: uploaded.json().id, label: "roof.jpg" },
    });

    expect((await admin.post("/api/builds/", { reason: "new prices" })).statusCode).toBe(202);
    expect(await latest("build-requested")).toMatchObject({
      actor: "admin",
      detail: "rebuild-note?note=new+prices",
    });
  });

  it("records sign-outs", async () => {
    const other = new Agent(t.app);
    await other.login();
    expect((await other.post("/api/logout/")).statusCode).toBe(200);
    expect(await latest("sign-out")).toMatchObject({ actor: "admin", address: "127.0.0.1" });
  });

  it("pages newest first with a cursor, and says how long it keeps entries", async () => {
    const first = await page("?pageSize=2");
    expect(first.entries).toHaveLength(2);
    expect(first.retentionDays).toBe(30);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?pageSize=2&cursor=${first.nextCursor}`);
    const times = [...first.entries, ...second.entries].map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(second.entries[0]!.id).not.toBe(first.entries[1]!.id);
  });

  it("refuses visitors, and a cursor or action it did not make, without listing anything", async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.get("/api/audit/")).statusCode).toBe(401);
    const badCursor = await admin.get("/api/audit/?cursor=not-a-cursor");
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().fieldErrors).toHaveProperty("cursor");
    expect((await admin.get("/api/audit/?action=rename")).statusCode).toBe(400);
  });

  it("has no route that changes or deletes an entry", async () => {
    const [entry] = (await page()).entries;
    for (const method of ["PATCH", "PUT", "DELETE"] as const) {
      const response = await admin.request(method, `/api/audit/${entry!.id}/`);
      expect([method, response.statusCode]).toEqual([method, 404]);
    }
  });
});

describe("audit log: retention and accounts", () => {
  it("prunes what is older than AUDIT_RETENTION_DAYS and keeps the rest", async () => {
    let now = new Date(Date.UTC(2030, 5, 1));
    const t = await makeApp({ AUDIT_RETENTION_DAYS: "7" }, { now: () => now });
    try {
      await t.app.audit.record({
        action: "sign-in",
        by: { username: "admin", address: "127.0.0.1" },
      });
      now = new Date(now.getTime() + 6 * 24 * 60 * 60 * 1000);
      await t.app.audit.record({
        action: "sign-out",
        by: { username: "admin", address: "127.0.0.1" },
      });
      now = new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000);
      expect(await t.app.audit.prune()).toBe(1);
      const { entries } = await t.app.audit.page({ pageSize: 10 });
      expect(entries.map((entry) => entry.action)).toEqual(["sign-out"]);
    } finally {
      await t.close();
    }
  });

  it("records a password reset made by a new ADMIN_PASSWORD at start, by no one signed in", async () => {
    const first = await makeApp();
    const { dataDir } = first;
    await first.app.close();
    const second = await makeApp({ DATA_DIR: dataDir, ADMIN_PASSWORD: "another horse battery 42" });
    try {
      const { entries } = await second.app.audit.page({ action: "password-reset", pageSize: 10 });
      expect(entries).toEqual([
        expect.objectContaining({
          actor: null,
          address: null,
          target: expect.objectContaining({ type: "user", label: "admin" }),
          detail: "admin-password-at-start",
        }),
      ]);
    } finally {
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
