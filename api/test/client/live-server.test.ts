import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createApiClient } from "@leca/shared/client";
import { ADMIN_PASSWORD } from "../helpers/app";
import { exited, startServer, type ServerProcess } from "../helpers/server-process";
import { asBrowser } from "./support/browser";

describe("the axios client against the running server", () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-live-"));
    server = await startServer({
      DATA_DIR: dataDir,
      SEED: "false",
      BUILDER: "off",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD,
      ACCESS_TOKEN_TTL: "2",
    });
  });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await exited(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs in, manages news and gallery with images, refreshes silently and logs out", async () => {
    let authFailures = 0;
    const progress = { started: 0, done: 0 };
    const client = createApiClient({
      baseURL: `${server.url}/api`,
      language: () => "ru",
      onAuthFailure: () => (authFailures += 1),
      progress: { start: () => (progress.started += 1), done: () => (progress.done += 1) },
    });
    const { jar } = asBrowser(client.http);

    expect(await client.isAdmin()).toBe(false);
    await client.csrf();
    const wrong = await client
      .login({ username: "admin", password: "not the password" })
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({
      status: 401,
      fieldErrors: { password: { code: "login.passwordWrong" } },
    });
    expect((wrong as Error).message).toBe("Мы искали везде, но такой учётной записи не нашли.");
    const session = await client.login({ username: "admin", password: ADMIN_PASSWORD });
    expect(session.user).toEqual({ username: "admin", role: "admin" });
    expect(await client.isAdmin()).toBe(true);

    const png = await sharp({
      create: { width: 320, height: 180, channels: 3, background: "#d9a21b" },
    })
      .png()
      .toBuffer();
    const cover = await client.media.upload(new Blob([new Uint8Array(png)], { type: "image/png" }));
    expect(cover).toMatchObject({ type: "image/png", width: 320, height: 180 });

    const news = await client.news.create({
      title: {
        en: "LECA for green roofs",
        ar: "LECA للأسطح الخضراء",
        ru: "Керамзит для зелёных кровель",
      },
      excerpt: {
        en: "Light, free-draining, stable.",
        ar: "خفيف ويصرّف المياه.",
        ru: "Лёгкий и дренирующий.",
      },
      body: { en: "## Why\n\nLight.", ar: "## لماذا\n\nخفيف.", ru: "## Почему\n\nЛёгкий." },
      cover: {
        mediaId: cover.id,
        alt: { en: "A green roof", ar: "سطح أخضر", ru: "Зелёная кровля" },
      },
    });
    expect(news).toMatchObject({ slug: "leca-for-green-roofs", status: "draft" });
    const published = await client.news.update(news.slug, {
      status: "published",
      version: news.version,
    });
    expect(published.status).toBe("published");
    const publicRead = await fetch(`${server.url}/api/news/${news.slug}`);
    expect((await publicRead.json()).title.ru).toBe("Керамзит для зелёных кровель");
    const edited = await client.news.update(news.slug, {
      excerpt: { en: "Edited." },
      version: published.version,
    });
    const stale = await client.news
      .update(news.slug, { excerpt: { en: "Late." }, version: published.version })
      .catch((e: unknown) => e);
    expect(stale).toMatchObject({ status: 409, code: "STALE_WRITE" });

    // The history through the client: three saves, the first read back and restored.
    const history = await client.news.history(news.slug, { limit: 2 });
    expect(history.items.map((revision) => revision.version)).toEqual([3, 2]);
    // The patch sent an English excerpt only, so the translations went with the old one.
    expect(history.items[0]?.fields).toEqual(["excerpt.en", "excerpt.ar", "excerpt.ru"]);
    const older = await client.news.history(news.slug, { before: history.nextBefore! });
    expect(older.items.map((revision) => revision.version)).toEqual([1]);
    const first = await client.news.revision(news.slug, 1);
    expect(first.item.excerpt.en).toBe("Light, free-draining, stable.");
    const restored = await client.news.restore(news.slug, 1, edited.version);
    expect(restored).toMatchObject({ version: 4, status: "published" });
    expect(restored.excerpt.en).toBe("Light, free-draining, stable.");

    const gallery = await client.gallery.create({
      title: { en: "Roof build-up" },
      description: { en: "Layer by layer." },
      images: [
        {
          mediaId: cover.id,
          alt: { en: "Layers", ar: "طبقات", ru: "Слои кровли" },
          caption: { ru: "Слои" },
        },
      ],
      status: "published",
    });
    expect(gallery.images[0]).toMatchObject({ mediaId: cover.id, width: 320 });
    expect((await client.gallery.list()).total).toBe(1);

    // The access token lives 2 s here: the next call meets a 401, refreshes once and retries.
    const refreshBefore = jar.get("refresh");
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const drafts = await client.news.list({ status: "all" });
    expect(drafts.items.map((i) => i.slug)).toEqual(["leca-for-green-roofs"]);
    expect(jar.get("refresh")).not.toBe(refreshBefore);
    expect(authFailures).toBe(0);

    const inUse = await client.media.remove(cover.id).catch((e: unknown) => e);
    expect(inUse).toMatchObject({ status: 409, code: "MEDIA_IN_USE" });
    await client.news.remove(edited.slug);
    await client.gallery.remove(gallery.slug);
    await client.media.remove(cover.id);
    expect((await fetch(`${server.url}/api/news/${news.slug}`)).status).toBe(404);

    await client.logout();
    expect(await client.isAdmin()).toBe(false);
    expect(progress.started).toBe(progress.done);
  }, 60_000);
});
