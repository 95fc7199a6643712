import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { galleryBody, mediaRecord, newsBody } from "./fixtures";

interface Revision {
  version: number;
  savedAt: string;
  savedBy: string | null;
  fields: string[];
}

// Every save keeps a revision: who, when, which fields; any one can be read back whole and
// restored as a new save, and a stale write's 409 links to what changed.
describe("item history", () => {
  let t: TestApp;
  let admin: Agent;
  let guest: Agent;
  beforeAll(async () => {
    t = await makeApp();
    admin = new Agent(t.app);
    guest = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  const json = <T>(response: { statusCode: number; body: string; json: () => unknown }) => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json() as T;
  };
  type Item = { slug: string; version: number; title: Record<string, string>; status: string };

  async function story(slug: string) {
    const created = json<Item>(
      await admin.post("/api/news/", { ...newsBody("First words"), slug }),
    );
    const edited = json<Item>(
      await admin.patch(`/api/news/${slug}/`, {
        version: created.version,
        title: { en: "Second words", ar: "عنوان الخبر", ru: "Новый заголовок" },
        status: "published",
      }),
    );
    return { created, edited };
  }

  it("lists every save newest first, with who and which fields", async () => {
    await story("listed-story");
    const history = json<{ items: Revision[]; nextBefore: number | null }>(
      await admin.get("/api/news/listed-story/revisions/"),
    );
    expect(history.nextBefore).toBeNull();
    expect(history.items.map((revision) => revision.version)).toEqual([2, 1]);
    expect(history.items[0]).toMatchObject({
      savedBy: "admin",
      fields: ["status", "publishedAt", "title.en", "title.ru"],
    });
    expect(history.items[1]?.fields).toEqual(
      expect.arrayContaining([
        "status",
        "title.en",
        "title.ar",
        "title.ru",
        "excerpt.en",
        "body.en",
      ]),
    );
  });

  it("pages by version", async () => {
    const { edited } = await story("paged-story");
    let version = edited.version;
    for (const word of ["Third", "Fourth"]) {
      version = json<Item>(
        await admin.patch("/api/news/paged-story/", { version, title: { en: word } }),
      ).version;
    }
    const first = json<{ items: Revision[]; nextBefore: number | null }>(
      await admin.get("/api/news/paged-story/revisions/?limit=3"),
    );
    expect(first.items.map((revision) => revision.version)).toEqual([4, 3, 2]);
    const rest = json<{ items: Revision[]; nextBefore: number | null }>(
      await admin.get(`/api/news/paged-story/revisions/?limit=3&before=${first.nextBefore}`),
    );
    expect(rest).toMatchObject({ items: [{ version: 1 }], nextBefore: null });
  });

  it("reads one save whole, as the item was", async () => {
    await story("read-story");
    const revision = json<Revision & { item: Item }>(
      await admin.get("/api/news/read-story/revisions/1/"),
    );
    expect(revision.item).toMatchObject({
      version: 1,
      status: "draft",
      title: { en: "First words" },
    });
  });

  it("restores an old save as a new one, keeping the item's address and state", async () => {
    const { edited } = await story("restored-story");
    const restored = json<Item>(
      await admin.post("/api/news/restored-story/revisions/1/restore/", {
        version: edited.version,
      }),
    );
    expect(restored).toMatchObject({
      version: 3,
      status: "published",
      title: { en: "First words", ar: "عنوان الخبر", ru: "Заголовок новости" },
    });
    const history = json<{ items: Revision[] }>(
      await admin.get("/api/news/restored-story/revisions/"),
    );
    expect(history.items[0]).toMatchObject({ version: 3, fields: ["title.en", "title.ru"] });
    // The public reads the restored words.
    expect(json<Item>(await guest.get("/api/news/restored-story")).title.en).toBe("First words");
  });

  it("answers a stale save with a link to what changed since", async () => {
    const { created } = await story("stale-story");
    const stale = await admin.patch("/api/news/stale-story/", {
      version: created.version,
      title: { en: "Late words" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "STALE_WRITE",
      details: { currentVersion: 2, changes: "/dashboard/news/stale-story/history?from=1&to=2" },
    });
    // A restore made on an old version is refused the same way, and changes nothing.
    const late = await admin.post("/api/news/stale-story/revisions/1/restore/", { version: 1 });
    expect(late.statusCode).toBe(409);
    expect(json<Item>(await admin.get("/api/news/stale-story")).version).toBe(2);
  });

  it("gives bad requests a clear message and changes nothing", async () => {
    const { edited } = await story("refused-story");
    const missing = await admin.get("/api/news/refused-story/revisions/9/");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      "This item has no such saved version. Its history keeps only the most recent versions.",
    );
    const russian = await admin.post(
      "/api/news/refused-story/revisions/9/restore/",
      { version: edited.version },
      { headers: { "accept-language": "ru" } },
    );
    expect(russian.statusCode).toBe(404);
    expect(russian.json().message).toBe(
      "У этой записи нет такой версии. В истории хранятся только последние версии.",
    );
    expect((await admin.get("/api/news/refused-story/revisions/zero/")).statusCode).toBe(400);

    // A deleted item has no history left to restore.
    expect((await admin.delete("/api/news/refused-story/")).statusCode).toBe(204);
    const gone = await admin.post("/api/news/refused-story/revisions/1/restore/", { version: 2 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("We couldn't find that item.");
  });

  it("is for admins only", async () => {
    await story("private-story");
    expect((await guest.get("/api/news/private-story/revisions/")).statusCode).toBe(401);
    const restore = await guest.post("/api/news/private-story/revisions/1/restore/", {
      version: 2,
    });
    expect([401, 403]).toContain(restore.statusCode);
  });

  it("refuses to restore a gallery save whose picture was deleted since", async () => {
    const [first, second] = [await mediaRecord(t.app), await mediaRecord(t.app)];
    const picture = (id: string) => ({ mediaId: id, alt: { en: "Clay" }, caption: {} });
    const created = json<Item>(
      await admin.post("/api/gallery/", galleryBody("Pictures", [picture(first!.id)])),
    );
    const replaced = json<Item>(
      await admin.patch(`/api/gallery/${created.slug}/`, {
        version: created.version,
        images: [picture(second!.id)],
      }),
    );
    const history = json<{ items: Revision[] }>(
      await admin.get(`/api/gallery/${created.slug}/revisions/`),
    );
    expect(history.items[0]?.fields).toEqual(
      expect.arrayContaining(["media", `images.${second!.id}.alt.en`]),
    );
    await t.app.store.media.delete(first!.id);
    const refused = await admin.post(`/api/gallery/${created.slug}/revisions/1/restore/`, {
      version: replaced.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^An image of that version no longer exists/);
    const after = json<Item>(await admin.get(`/api/gallery/${created.slug}`));
    expect(after.version).toBe(replaced.version);
  });
});
