// Item lists through the routes: summaries by default and whole items on request, keyset pages
// by cursor, and the public reply cache (ETag, writes, scheduled publications).
import zlib from "node:zlib";
import { PUBLIC_CACHE_TTL_MS } from "../../src/services/items/reply-cache";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { galleryBody, mediaRecord, newsBody } from "./fixtures";

const HOUR = 3_600_000;
const slugs = (page: { items: { slug: string }[] }) => page.items.map((item) => item.slug);

describe("item lists", () => {
  let t: TestApp;
  let admin: Agent;
  let guest: Agent;
  // The API's clock, moved by the tests that need time to pass.
  let clock = Date.now();
  beforeAll(async () => {
    // Its many searches come from one address: the public search limit has its own test.
    t = await makeApp({ PUBLIC_SEARCH_RATE_LIMIT: "1000" }, { now: () => new Date(clock) });
    admin = new Agent(t.app);
    await admin.login();
    guest = new Agent(t.app);
  });
  afterAll(() => t.close());

  const create = async (kind: "news" | "gallery", body: unknown) => {
    const response = await admin.post(`/api/${kind}/`, body);
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json();
  };
  /** Published news a day apart, found by a search token in their titles. */
  const publishedNews = async (token: string, count: number) => {
    for (let n = 0; n < count; n++) {
      await create(
        "news",
        newsBody(`${token} story ${n}`, {
          status: "published",
          publishedAt: new Date(clock - (count - n) * 24 * HOUR).toISOString(),
        }),
      );
    }
  };

  it("lists summaries without bodies, descriptions or images; fields=full gives whole items", async () => {
    const media = await mediaRecord(t.app);
    await create("news", newsBody("Summary story", { status: "published" }));
    await create(
      "gallery",
      galleryBody(
        "Summary gallery",
        [{ mediaId: media.id, alt: { en: "A wall", ar: "جدار", ru: "Стена" } }],
        {
          status: "published",
        },
      ),
    );
    const news = (await guest.get("/api/news/?q=summary")).json();
    expect(Object.keys(news.items[0]).sort()).toEqual(
      [
        "cover",
        "createdAt",
        "excerpt",
        "id",
        "outdated",
        "publishedAt",
        "slug",
        "status",
        "title",
        "updatedAt",
        "updatedBy",
        "version",
      ].sort(),
    );
    const gallery = (await admin.get("/api/gallery/?q=summary")).json();
    expect(gallery.items[0]).not.toHaveProperty("images");
    expect(gallery.items[0]).not.toHaveProperty("description");
    expect(gallery.items[0].title.en).toBe("Summary gallery");

    const fullNews = (await guest.get("/api/news/?q=summary&fields=full")).json();
    expect(fullNews.items[0].body.en).toContain("LECA keeps roofs light.");
    const fullGallery = (await admin.get("/api/gallery/?q=summary&fields=full")).json();
    expect(fullGallery.items[0].images).toEqual([
      expect.objectContaining({ mediaId: media.id, width: 1600, height: 900 }),
    ]);
    expect(fullGallery.items[0].description.en).toContain("photographed on site");
  });

  it("lists only stamps with fields=version, and an edit changes the item's stamp", async () => {
    const token = `st${Date.now().toString(36)}`;
    const item = await create("news", newsBody(`${token} stamped`, { status: "published" }));
    await create("news", newsBody(`${token} draft`));
    const stamps = async () => (await guest.get(`/api/news/?q=${token}&fields=version`)).json();

    const before = await stamps();
    // The public list: the draft is not there, and a stamp carries no text at all.
    expect(before.items).toEqual([
      {
        id: item.id,
        slug: item.slug,
        status: "published",
        publishedAt: item.publishedAt,
        updatedAt: item.updatedAt,
        version: 1,
      },
    ]);
    expect(before.total).toBe(1);

    clock += 1000;
    const edited = await admin.patch(`/api/news/${item.slug}/`, {
      excerpt: { en: "A new excerpt." },
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    const after = await stamps();
    expect(after.items[0]).toMatchObject({ id: item.id, version: 2 });
    expect(after.items[0].updatedAt).not.toBe(item.updatedAt);
  });

  it("lists only what a translator has work on for admins, with translation=needed", async () => {
    const token = `tr${Date.now().toString(36)}`;
    const full = (text: string) => ({ en: text, ar: `${text} ع`, ru: `${text} р` });
    const done = await create("news", {
      title: full(`${token} done`),
      excerpt: full("e"),
      body: full("b"),
      status: "published",
    });
    const untranslated = await create(
      "news",
      newsBody(`${token} untranslated`, { status: "published" }),
    );
    const needed = await admin.get(`/api/news/?q=${token}&translation=needed`);
    expect(needed.statusCode).toBe(200);
    expect(slugs(needed.json())).toEqual([untranslated.slug]);
    expect(needed.json().total).toBe(1);
    // The English of the translated one changes: its translations are now out of date.
    await admin.patch(`/api/news/${done.slug}/`, { body: { en: "b, rewritten" }, version: 1 });
    const after = await admin.get(`/api/news/?q=${token}&translation=needed`);
    expect(slugs(after.json()).sort()).toEqual([done.slug, untranslated.slug].sort());
    // The public's lists are not filtered by it (like status), and a bad value is refused.
    expect(
      slugs((await guest.get(`/api/news/?q=${token}&translation=needed`)).json()),
    ).toHaveLength(2);
    expect((await admin.get(`/api/news/?translation=all`)).statusCode).toBe(400);
  });

  it("walks every page by cursor, for each sort, as page numbers would", async () => {
    await publishedNews("walker", 7);
    for (const sort of ["newest", "oldest", "updated", "title"]) {
      const all = (await guest.get(`/api/news/?q=walker&sort=${sort}&pageSize=50`)).json();
      expect(all.total).toBe(7);
      expect(all.nextCursor).toBeNull();
      const walked: string[] = [];
      let url = `/api/news/?q=walker&sort=${sort}&pageSize=3`;
      for (;;) {
        const page = (await guest.get(url)).json();
        walked.push(...slugs(page));
        expect(page.total).toBe(7);
        if (page.nextCursor === null) break;
        url = `/api/news/?q=walker&sort=${sort}&pageSize=3&cursor=${page.nextCursor}`;
      }
      expect(walked).toEqual(slugs(all));
    }
  });

  it("a cursor walk neither repeats nor skips when items are published between pages", async () => {
    await publishedNews("moving", 6);
    const first = (await guest.get("/api/news/?q=moving&pageSize=2")).json();
    // Offset pages shift under a new item; the cursor's page starts where the last one ended.
    await create("news", newsBody("moving story new", { status: "published" }));
    const byOffset = (await guest.get("/api/news/?q=moving&pageSize=2&page=2")).json();
    const byCursor = (
      await guest.get(`/api/news/?q=moving&pageSize=2&cursor=${first.nextCursor}`)
    ).json();
    expect(slugs(first)).toEqual(["moving-story-5", "moving-story-4"]);
    expect(slugs(byOffset)).toEqual(["moving-story-4", "moving-story-3"]);
    expect(slugs(byCursor)).toEqual(["moving-story-3", "moving-story-2"]);
  });

  it("refuses a cursor that is not one, or was made for another sort, or comes with a page", async () => {
    await publishedNews("refused", 3);
    const { nextCursor } = (await guest.get("/api/news/?q=refused&pageSize=1")).json();
    for (const url of [
      "/api/news/?cursor=not-a-cursor",
      `/api/news/?cursor=${Buffer.from('{"s":"newest"}').toString("base64url")}`,
      `/api/news/?sort=title&cursor=${nextCursor}`,
      `/api/news/?page=2&cursor=${nextCursor}`,
    ]) {
      const response = await guest.get(url);
      expect([response.statusCode, response.json().code]).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect(
      (await admin.get(`/api/news/?q=refused&pageSize=1&cursor=${nextCursor}`)).statusCode,
    ).toBe(200);
  });

  it("answers a public reply's ETag with 304, and a write changes both", async () => {
    const item = await create("news", newsBody("Tagged story", { status: "published" }));
    for (const url of ["/api/news/tagged-story", "/api/news/?q=tagged"]) {
      const first = await guest.get(url);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await guest.get(url, { headers: { "if-none-match": String(etag) } });
      expect([again.statusCode, again.body]).toEqual([304, ""]);
      expect((await guest.get(url, { headers: { "if-none-match": '"other"' } })).statusCode).toBe(
        200,
      );
    }
    const listed = await guest.get("/api/news/?q=tagged");
    await admin.patch(`/api/news/${item.slug}/`, { title: { en: "Tagged again" }, version: 1 });
    const after = await guest.get("/api/news/?q=tagged", {
      headers: { "if-none-match": String(listed.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().items[0].title.en).toBe("Tagged again");
  });

  it("gzips a public reply for a client that takes it (the build's fetch does), with its own ETag", async () => {
    await publishedNews("zipped", 3);
    for (const url of ["/api/news/zipped-story-0", "/api/news/?q=zipped&fields=full"]) {
      const plain = await guest.get(url);
      const zipped = await guest.get(url, { headers: { "accept-encoding": "gzip, deflate" } });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.vary).toBe("Cookie, Accept-Encoding");
      expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(zipped.headers.etag).not.toBe(plain.headers.etag);
      const again = await guest.get(url, {
        headers: { "accept-encoding": "gzip", "if-none-match": String(zipped.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const refused = await guest.get(url, { headers: { "accept-encoding": "gzip;q=0, br" } });
      expect(refused.headers["content-encoding"]).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    }
  });

  it("shows a new item in the public list at once, and a scheduled one when it comes due", async () => {
    await publishedNews("timely", 1);
    expect((await guest.get("/api/news/?q=timely")).json().total).toBe(1);
    await create("news", newsBody("timely fresh", { status: "published" }));
    expect((await guest.get("/api/news/?q=timely")).json().total).toBe(2);
    await create(
      "news",
      newsBody("timely later", {
        status: "published",
        publishedAt: new Date(clock + PUBLIC_CACHE_TTL_MS / 2).toISOString(),
      }),
    );
    expect((await guest.get("/api/news/?q=timely")).json().total).toBe(2);
    // No write in between: only the clock passes the scheduled time, within the cache's lifetime.
    clock += PUBLIC_CACHE_TTL_MS / 2;
    expect(slugs((await guest.get("/api/news/?q=timely")).json())[0]).toBe("timely-later");
  });

  it("serves an admin's repeated list from its cache, and a write on another instance at once", async () => {
    // A second API process on the same database file, as behind a load balancer.
    const other = await makeApp(
      { DATA_DIR: t.dataDir, PUBLIC_SEARCH_RATE_LIMIT: "1000" },
      { now: () => new Date(clock) },
    );
    try {
      const elsewhere = new Agent(other.app);
      await elsewhere.login();
      await create("news", newsBody("cached draft one"));
      const first = await admin.get("/api/news/?q=cached+draft");
      expect(first.headers["cache-control"]).toBe("private, no-store");
      expect(slugs(first.json())).toEqual(["cached-draft-one"]);
      // The same page again is the same bytes (the cache's, with their ETag).
      const again = await admin.get("/api/news/?q=cached+draft");
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);

      const made = await elsewhere.post("/api/news/", newsBody("cached draft two"));
      expect(made.statusCode).toBe(201);
      expect(slugs((await admin.get("/api/news/?q=cached+draft")).json()).sort()).toEqual([
        "cached-draft-one",
        "cached-draft-two",
      ]);
      const removed = await elsewhere.request("DELETE", "/api/news/cached-draft-one/");
      expect(removed.statusCode).toBe(204);
      expect(slugs((await admin.get("/api/news/?q=cached+draft")).json())).toEqual([
        "cached-draft-two",
      ]);
    } finally {
      await other.close();
    }
  });
});
