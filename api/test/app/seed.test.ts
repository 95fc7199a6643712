import { buildApp } from "../../src/app";
import { Agent } from "../helpers/agent";
import { makeApp } from "../helpers/app";

describe("first-start seeding", () => {
  it("seeds the sample news and gallery with processed images, once", async () => {
    const t = await makeApp({ SEED: "true" });
    const guest = new Agent(t.app);
    const news = (await guest.get("/api/news/?pageSize=50")).json();
    const gallery = (await guest.get("/api/gallery/?pageSize=50")).json();
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
