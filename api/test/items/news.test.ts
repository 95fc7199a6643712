import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { mediaRecord, newsBody } from "./fixtures";

describe("news API", () => {
  let t: TestApp;
  let admin: Agent;
  let rebuilds: jest.SpyInstance;
  beforeAll(async () => {
    t = await makeApp();
    admin = new Agent(t.app);
    await admin.login();
    rebuilds = jest.spyOn(t.app.builds, "request");
  });
  afterAll(() => t.close());
  beforeEach(() => rebuilds.mockClear());

  const create = async (body: unknown) => {
    const response = await admin.post("/api/news/", body);
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json();
  };

  it("creates a draft with a slug made from the English title", async () => {
    const item = await create(newsBody("Green roofs & LECA: 40% lighter!"));
    expect(item).toMatchObject({
      slug: "green-roofs-and-leca-40percent-lighter",
      status: "draft",
      publishedAt: null,
      version: 1,
      updatedBy: "admin",
      cover: null,
    });
    expect(item.title).toEqual({
      en: "Green roofs & LECA: 40% lighter!",
      ar: "عنوان الخبر",
      ru: "Заголовок новости",
    });
    expect(rebuilds).not.toHaveBeenCalled();
  });

  it("takes the next free slug when the made-up one is in use, and refuses a taken explicit slug", async () => {
    const first = await create(newsBody("Bridge abutments"));
    const second = await create(newsBody("Bridge abutments"));
    expect([first.slug, second.slug]).toEqual(["bridge-abutments", "bridge-abutments-2"]);
    const clash = await admin.post("/api/news/", newsBody("Other", { slug: "bridge-abutments" }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: "SLUG_TAKEN",
      fieldErrors: { slug: { code: "item.slugTaken" } },
    });
  });

  it.each([
    [{ ...newsBody("x"), title: { ar: "عنوان" } }, "title.en", "item.titleRequired"],
    [{ ...newsBody("x"), slug: "Not A Slug" }, "slug", "item.slugInvalid"],
    [{ ...newsBody("x"), slug: "double--hyphen" }, "slug", "item.slugInvalid"],
    [{ ...newsBody("x"), status: "archived" }, "status", "validation.invalid"],
    [{ ...newsBody("x"), publishedAt: "tomorrow" }, "publishedAt", "validation.dateInvalid"],
    [{ ...newsBody("x"), title: { en: "x".repeat(201) } }, "title.en", "validation.tooLong"],
  ])("400 with a field error for %#", async (body, field, code) => {
    const response = await admin.post("/api/news/", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field].code).toBe(code);
  });

  it("rejects unknown fields and operator payloads", async () => {
    for (const body of [
      { ...newsBody("x"), version: 3, extra: true },
      { ...newsBody("x"), title: { en: { $ne: "" } } },
    ]) {
      expect((await admin.post("/api/news/", body)).statusCode).toBe(400);
    }
    // A literal __proto__ key, as an attacker would send it (an object literal would not).
    const polluted = `{"__proto__":{"status":"published"},${JSON.stringify(newsBody("x")).slice(1)}`;
    const response = await admin.post("/api/news/", polluted, {
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    const query = await admin.get("/api/news/?status[$ne]=draft");
    expect(query.statusCode).toBe(400);
  });

  it("drops blank translations so the site falls back to English", async () => {
    const item = await create({
      ...newsBody("Blank translations"),
      title: { en: "Blank translations", ar: "  ", ru: "" },
    });
    expect(item.title).toEqual({ en: "Blank translations" });
  });

  it("needs an existing media id for the cover and returns its url and size", async () => {
    const missing = await admin.post(
      "/api/news/",
      newsBody("Covered", {
        cover: { mediaId: "0b0e4b8e-3b1f-4c8e-9a53-4a3f2f3d9c11", alt: { en: "A roof" } },
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors["cover.mediaId"].code).toBe("item.mediaMissing");
    const media = await mediaRecord(t.app);
    const item = await create(
      newsBody("Covered", { cover: { mediaId: media.id, alt: { en: "A roof", ar: "سطح" } } }),
    );
    expect(item.cover).toEqual({
      mediaId: media.id,
      url: `/api/media/${media.id}`,
      width: 1600,
      height: 900,
      alt: { en: "A roof", ar: "سطح" },
      focus: null,
    });
    const focused = await create(
      newsBody("Focused cover", {
        cover: { mediaId: media.id, alt: { en: "A roof" }, focus: { x: 0.1, y: 0.9 } },
      }),
    );
    expect(focused.cover.focus).toEqual({ x: 0.1, y: 0.9 });
  });

  it("publishes a cover only with its alt text in every language", async () => {
    const media = await mediaRecord(t.app);
    const body = newsBody("Covered and published", {
      status: "published",
      cover: { mediaId: media.id, alt: { en: "A roof", ar: "سطح" } },
    });
    const refused = await admin.post("/api/news/", body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      "cover.alt.ru": {
        code: "item.altMissing",
        message:
          "Describe the image in this language before publishing: it is what visitors who cannot see the image hear.",
      },
    });
    const published = await admin.post("/api/news/", {
      ...body,
      cover: { mediaId: media.id, alt: { en: "A roof", ar: "سطح", ru: "Кровля" } },
    });
    expect(published.statusCode).toBe(201);
    // Out of the lists the next tests read.
    expect((await admin.delete(`/api/news/${published.json().slug}/`)).statusCode).toBe(204);
  });

  it("shows the public only published, due items, newest first, with a total; admins see drafts", async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await create(
      newsBody("Older story", {
        status: "published",
        publishedAt: new Date(now - 2 * day).toISOString(),
      }),
    );
    await create(
      newsBody("Newer story", {
        status: "published",
        publishedAt: new Date(now - day).toISOString(),
      }),
    );
    await create(
      newsBody("Scheduled story", {
        status: "published",
        publishedAt: new Date(now + day).toISOString(),
      }),
    );
    const guest = new Agent(t.app);
    const list = await guest.get("/api/news/?pageSize=1");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(list.json().items.map((i: { slug: string }) => i.slug)).toEqual(["newer-story"]);
    expect((await guest.get("/api/news/?page=2&pageSize=1")).json().items[0].slug).toBe(
      "older-story",
    );
    expect(list.headers["cache-control"]).toBe("no-cache");
    expect((await guest.get("/api/news/scheduled-story")).statusCode).toBe(404);
    expect((await guest.get("/api/news/bridge-abutments")).statusCode).toBe(404);
    const asAdmin = await admin.get("/api/news/scheduled-story");
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers["cache-control"]).toBe("private, no-store");
    const scheduled = await admin.get("/api/news/?status=scheduled");
    expect(scheduled.json().items.map((i: { slug: string }) => i.slug)).toEqual([
      "scheduled-story",
    ]);
    const drafts = await admin.get("/api/news/?status=draft&q=BRIDGE&pageSize=50");
    expect(drafts.json().total).toBe(2);
  });

  it("searches literally: % and _ are not wildcards", async () => {
    const response = await admin.get("/api/news/?q=%25");
    expect(response.json().items.map((i: { slug: string }) => i.slug)).toEqual([
      "green-roofs-and-leca-40percent-lighter",
    ]);
  });

  it("publishing, editing a live item and deleting it ask for rebuilds; drafts do not", async () => {
    const item = await create(newsBody("Rebuild me"));
    expect(rebuilds).not.toHaveBeenCalled();
    const published = await admin.patch(`/api/news/${item.slug}/`, {
      status: "published",
      version: 1,
    });
    expect(published.json()).toMatchObject({ status: "published", version: 2 });
    expect(published.json().publishedAt).not.toBeNull();
    expect(rebuilds).toHaveBeenLastCalledWith("item-updated?kind=news&slug=rebuild-me&by=admin");
    await admin.patch(`/api/news/${item.slug}`, { excerpt: { en: "Edited." }, version: 2 });
    expect(rebuilds).toHaveBeenCalledTimes(2);
    expect((await admin.delete(`/api/news/${item.slug}/`)).statusCode).toBe(204);
    expect(rebuilds).toHaveBeenLastCalledWith("item-deleted?kind=news&slug=rebuild-me&by=admin");
    expect((await admin.get(`/api/news/${item.slug}`)).statusCode).toBe(404);
  });

  it("never serves the public a cached reply older than the last write", async () => {
    const item = await create(newsBody("Cached story", { status: "published" }));
    const guest = new Agent(t.app);
    expect((await guest.get("/api/news/cached-story")).json().title.en).toBe("Cached story");
    await admin.patch(`/api/news/${item.slug}/`, { title: { en: "Edited story" }, version: 1 });
    expect((await guest.get("/api/news/cached-story")).json().title.en).toBe("Edited story");
    await admin.patch(`/api/news/${item.slug}/`, { status: "draft", version: 2 });
    expect((await guest.get("/api/news/cached-story")).statusCode).toBe(404);
  });

  it("gives a stale write 409 with the current version instead of overwriting", async () => {
    const item = await create(newsBody("Two editors"));
    const first = await admin.patch(`/api/news/${item.slug}/`, {
      title: { en: "Editor one" },
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await admin.patch(`/api/news/${item.slug}/`, {
      title: { en: "Editor two" },
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: "STALE_WRITE",
      details: { currentVersion: 2, updatedBy: "admin" },
    });
    expect((await admin.get(`/api/news/${item.slug}`)).json().title.en).toBe("Editor one");
    expect((await admin.patch(`/api/news/${item.slug}/`, { title: { en: "x" } })).statusCode).toBe(
      400,
    );
  });

  it("keeps a renamed item's old slug as an alias, for reads and writes", async () => {
    const item = await create(newsBody("Old name"));
    const renamed = await admin.patch(`/api/news/${item.slug}/`, { slug: "new-name", version: 1 });
    expect(renamed.json().slug).toBe("new-name");
    const viaAlias = await admin.get("/api/news/old-name");
    expect([viaAlias.statusCode, viaAlias.json().slug]).toEqual([200, "new-name"]);
    const patched = await admin.patch("/api/news/old-name/", {
      excerpt: { en: "Via alias" },
      version: 2,
    });
    expect(patched.json()).toMatchObject({ slug: "new-name", version: 3 });
    const taken = await admin.post("/api/news/", newsBody("Thief", { slug: "old-name" }));
    expect(taken.statusCode).toBe(409);
    const back = await admin.patch("/api/news/new-name/", { slug: "old-name", version: 3 });
    expect(back.json().slug).toBe("old-name");
  });

  it("requires an admin session and a CSRF token for writes", async () => {
    const guest = new Agent(t.app);
    await guest.get("/api/csrf/");
    const anonymous = await guest.post("/api/news/", newsBody("Nope"));
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, "UNAUTHORIZED"]);
    const noToken = await admin.post("/api/news/", newsBody("Nope"), { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect((await guest.delete("/api/news/old-name/")).statusCode).toBe(401);
  });

  it("answers 404 in the caller's language for unknown items", async () => {
    const response = await new Agent(t.app).get("/api/news/no-such-item", {
      headers: { "accept-language": "ru" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: "NOT_FOUND",
      message: "Запись не найдена.",
      requestId: response.headers["x-request-id"],
    });
  });
});
