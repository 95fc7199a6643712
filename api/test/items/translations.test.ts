import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { galleryBody, mediaRecord } from "./fixtures";

// An English text that changes after its translation was saved leaves that translation "out of
// date" (per field, per language) until the translator saves it or confirms it.
describe("translations out of date", () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await makeApp();
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  const news = {
    title: { en: "Lighter roofs", ar: "أسطح أخف", ru: "Лёгкие кровли" },
    excerpt: {
      en: "LECA halves the load.",
      ar: "ليكا تخفّض الحمل إلى النصف.",
      ru: "ЛЕКА вдвое снижает нагрузку.",
    },
    body: { en: "Roof gardens on LECA.", ru: "Сады на кровле из ЛЕКА." },
  };
  /** The answer of a write or read that must succeed, as the item the API returns. */
  const ok = (response: { statusCode: number; body: string; json: () => unknown }) => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json() as { slug: string; version: number; outdated: unknown } & Record<
      string,
      Record<string, string> & { items?: unknown }
    >;
  };

  it("starts with nothing out of date", async () => {
    const item = await ok(await admin.post("/api/news/", news));
    expect(item.outdated).toEqual({ ar: [], ru: [] });
  });

  it("flags each translation of an English text that changed, and only those", async () => {
    const item = await ok(await admin.post("/api/news/", { ...news, slug: "flags" }));
    const changed = await ok(
      await admin.patch("/api/news/flags", {
        version: item.version,
        excerpt: { ...news.excerpt, en: "LECA cuts the load by half." },
        body: { ...news.body, en: "Roof gardens on LECA, in Dubai." },
      }),
    );
    // Arabic has no body, so only its excerpt; Russian both.
    expect(changed.outdated).toEqual({ ar: ["excerpt"], ru: ["excerpt", "body"] });

    // Saving again without touching the translations keeps them flagged.
    const again = await ok(
      await admin.patch("/api/news/flags", { version: changed.version, status: "draft" }),
    );
    expect(again.outdated).toEqual(changed.outdated);

    // The Russian translator rewrites the excerpt and confirms the body still holds.
    const translated = await ok(
      await admin.patch("/api/news/flags", {
        version: again.version,
        excerpt: { ...changed.excerpt, ru: "ЛЕКА снижает нагрузку наполовину." },
        confirmTranslations: { ru: ["body"] },
      }),
    );
    expect(translated.outdated).toEqual({ ar: ["excerpt"], ru: [] });

    // The English going back to what Arabic was translated from clears Arabic's flag too.
    const reverted = await ok(
      await admin.patch("/api/news/flags", {
        version: translated.version,
        excerpt: { ...translated.excerpt, en: news.excerpt.en },
      }),
    );
    expect(reverted.outdated).toEqual({ ar: [], ru: ["excerpt"] });
  });

  it("shows the flags in list rows, the dashboard's and the desk's", async () => {
    const item = await ok(await admin.post("/api/news/", { ...news, slug: "listed" }));
    await ok(
      await admin.patch("/api/news/listed", {
        version: item.version,
        title: { ...news.title, en: "Lighter roofs in Dubai" },
      }),
    );
    const list = await ok(await admin.get("/api/news/?q=lighter%20roofs%20in%20dubai"));
    expect(list.items).toEqual([
      expect.objectContaining({ slug: "listed", outdated: { ar: ["title"], ru: ["title"] } }),
    ]);
  });

  it("tracks a gallery picture's texts by the picture, so reordering keeps their flags", async () => {
    const [first, second] = [await mediaRecord(t.app), await mediaRecord(t.app)];
    const picture = (id: string, en: string) => ({
      mediaId: id,
      alt: { en, ar: "صورة", ru: "Фото" },
      caption: {},
    });
    const created = await ok(
      await admin.post(
        "/api/gallery/",
        galleryBody("Site photos", [picture(first!.id, "Clay"), picture(second!.id, "Blocks")]),
      ),
    );
    const changed = await ok(
      await admin.patch(`/api/gallery/${created.slug}`, {
        version: created.version,
        images: [picture(second!.id, "LECA blocks"), picture(first!.id, "Clay")],
      }),
    );
    const path = `images.${second!.id}.alt`;
    expect(changed.outdated).toEqual({ ar: [path], ru: [path] });
  });

  it("refuses a confirmation that is not a field path, and changes nothing", async () => {
    const item = await ok(await admin.post("/api/news/", { ...news, slug: "refused" }));
    const response = await admin.patch("/api/news/refused", {
      version: item.version,
      confirmTranslations: { ar: ["title; drop table"] },
    });
    expect(response.statusCode).toBe(400);
    expect((await ok(await admin.get("/api/news/refused"))).version).toBe(item.version);
  });
});
