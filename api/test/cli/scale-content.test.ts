import crypto from "node:crypto";
import { galleryInputSchema, newsInputSchema } from "@leca/shared/contracts";
import { galleryInput, newsInput, randomSource, type PoolImage } from "../../src/cli/scale-content";

const NOW = new Date("2026-11-01T00:00:00.000Z");
const text = (en: string) => ({ en, ar: `${en} ar`, ru: `${en} ru` });
const POOL: PoolImage[] = [1, 2, 3].map((n) => ({
  mediaId: crypto.randomUUID(),
  alt: text(`Picture ${n}`),
  caption: text(`Caption ${n}`),
}));

const news = (count: number, seed = 17) => {
  const random = randomSource(seed);
  return Array.from({ length: count }, (_, i) =>
    newsInput(i + 1, { random, images: POOL, now: NOW, years: 8 }),
  );
};

describe("scale seeder's content", () => {
  it("writes news the API accepts, published, with unique slugs and a cover from the pool", () => {
    const items = news(2000);
    for (const item of items) newsInputSchema.parse(item);
    expect(new Set(items.map((item) => item.slug)).size).toBe(items.length);
    expect(items.every((item) => POOL.some((image) => image.mediaId === item.cover.mediaId))).toBe(
      true,
    );
  });

  it("writes every text in English, Arabic and Russian, with no placeholder left", () => {
    for (const item of news(300)) {
      for (const field of [item.title, item.excerpt, item.body]) {
        expect(field.en).toMatch(/[A-Za-z]/);
        expect(field.ar).toMatch(/[\u0600-\u06ff]/);
        expect(field.ru).toMatch(/[А-Яа-яЁё]/);
        expect(Object.values(field).join(" ")).not.toMatch(/[{}]/);
      }
    }
  });

  it("varies titles and spreads publication over the years asked for", () => {
    const items = news(1000);
    expect(new Set(items.map((item) => item.title.en)).size).toBeGreaterThan(500);
    const years = new Set(items.map((item) => item.publishedAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(8);
    expect(items.every((item) => new Date(item.publishedAt) <= NOW)).toBe(true);
  });

  it("gives the same content for the same seed", () => {
    expect(news(50, 5)).toEqual(news(50, 5));
    expect(news(50, 5)).not.toEqual(news(50, 6));
  });

  it("writes galleries the API accepts, each with two to four pictures", () => {
    const random = randomSource(3);
    for (let n = 1; n <= 300; n += 1) {
      const item = galleryInput(n, { random, images: POOL, now: NOW, years: 8 });
      galleryInputSchema.parse(item);
      expect(item.images.length).toBeGreaterThanOrEqual(2);
      expect(item.images.length).toBeLessThanOrEqual(4);
    }
  });
});
