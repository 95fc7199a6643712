import fs from "node:fs";
import path from "node:path";
import { buildApp } from "../../src/app";
import { CONTENT_DIR } from "../../src/paths";
import { factValues, formatFigure, sampleInput } from "../../src/services/sample-text";
import { Agent } from "../helpers/agent";
import { makeApp } from "../helpers/app";

const sampleFile = (kind: string, slug: string) =>
  JSON.parse(
    fs.readFileSync(path.join(CONTENT_DIR, "sample", kind, `${slug}.json`), "utf8"),
  ) as Record<string, unknown>;

describe("first-start seeding", () => {
  it("seeds the sample news and gallery with processed images, once", async () => {
    const before = new Date();
    const t = await makeApp({ SEED: "true" });
    const after = new Date();
    const guest = new Agent(t.app);
    const news = (await guest.get("/api/news/?pageSize=50")).json();
    const gallery = (await guest.get("/api/gallery/?pageSize=50&fields=full")).json();
    // Dated relative to the day of seeding (publishedDaysAgo), at 08:00 UTC.
    const dated = (day: Date, daysAgo: unknown) => {
      const date = new Date(day);
      date.setUTCDate(date.getUTCDate() - Number(daysAgo));
      date.setUTCHours(8, 0, 0, 0);
      return date.toISOString();
    };
    for (const [kind, items] of [
      ["news", news.items],
      ["gallery", gallery.items],
    ] as const) {
      for (const item of items as { slug: string; publishedAt: string }[]) {
        const { publishedDaysAgo } = sampleFile(kind, item.slug);
        expect([dated(before, publishedDaysAgo), dated(after, publishedDaysAgo)]).toContain(
          item.publishedAt,
        );
      }
    }
    expect(news.total).toBeGreaterThanOrEqual(4);
    expect(gallery.total).toBeGreaterThanOrEqual(3);
    for (const item of news.items) {
      expect(Object.keys(item.title).sort()).toEqual(["ar", "en", "ru"]);
      const image = await guest.get(item.cover.url);
      expect([image.statusCode, image.headers["content-type"]]).toEqual([200, "image/webp"]);
      expect(item.cover.width).toBeGreaterThan(0);
    }
    expect(gallery.items.every((g: { images: unknown[] }) => g.images.length >= 2)).toBe(true);

    const admin = new Agent(t.app);
    await admin.login();
    expect((await admin.delete(`/api/news/${news.items[0].slug}/`)).statusCode).toBe(204);
    await t.app.close();
    const again = await buildApp({ config: t.config, logger: false });
    await again.ready();
    expect((await new Agent(again).get("/api/news/")).json().total).toBe(news.total - 1);
    await again.close();
    await t.close().catch(() => undefined);
  }, 60_000);
});

describe("sample texts", () => {
  const now = new Date("2031-02-10T05:00:00.000Z");

  it("take their figures from facts.json, formatted for each language", () => {
    const input = sampleInput(
      sampleFile("news", "green-roofs-leca-drainage-substrate-gulf-heat"),
      now,
    ) as { body: Record<string, string> };
    expect(input.body.en).toContain("at up to 1,200 °C");
    expect(input.body.en).toContain("about 0.10–0.13 W/(m·K)");
    expect(input.body.ar).toContain("1,200 درجة مئوية");
    expect(input.body.ru).toContain("до 1200\u00a0°C");
    expect(input.body.ru).toContain("около 0,10–0,13\u00a0Вт");
    expect(JSON.stringify(input)).not.toContain("{{");
    // As the site prints them (site/test/content-facts.test.ts).
    expect([formatFigure(1200, "ru"), formatFigure(25000, "ru"), formatFigure(2.5, "ru")]).toEqual([
      "1200",
      "25\u00a0000",
      "2,5",
    ]);
    expect(factValues("en").get("lecaBulkBag3")).toBe("2.5");
  });

  it("refuse a placeholder facts.json does not have, and a sample without its age", () => {
    const sample = { slug: "x", publishedDaysAgo: 2, title: { en: "{{nope}}", ar: "x", ru: "x" } };
    expect(() => sampleInput(sample, now, "x.json")).toThrow(/x\.json\.title\.en.*\{\{nope\}\}/);
    expect(() => sampleInput({ slug: "x" }, now, "x.json")).toThrow(/publishedDaysAgo/);
    expect(() => sampleInput({ slug: "x", publishedDaysAgo: 0 }, now, "x.json")).toThrow(
      /publishedDaysAgo/,
    );
  });
});
