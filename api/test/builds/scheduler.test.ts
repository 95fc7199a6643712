import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { NewsData, NewItem } from "../../src/store/types";
import { bootApp, fakeSite, sleep, until } from "./fixtures/site";

/** A news item saved an hour before its publication date: scheduled. */
const news = (slug: string, publishedAt: Date): NewItem<NewsData> => ({
  id: crypto.randomUUID(),
  kind: "news",
  slug,
  status: "published",
  publishedAt,
  createdAt: new Date(publishedAt.getTime() - 60 * 60_000),
  updatedAt: new Date(publishedAt.getTime() - 60 * 60_000),
  updatedBy: null,
  data: { title: { en: slug }, excerpt: { en: slug }, body: { en: slug }, cover: null },
  mediaIds: [],
  searchText: slug,
});

describe("scheduled publication", () => {
  let dataDir: string;
  let site: ReturnType<typeof fakeSite>;
  let app: FastifyInstance | undefined;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-api-"));
    site = fakeSite({ BUILD_DEBOUNCE_MS: "50" });
  });
  afterEach(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    site.remove();
  });

  it("after a restart, builds what came due while down, fails interrupted builds, and publishes on time", async () => {
    // The last run: a build succeeded 10 minutes ago, another was cut off, and two items were scheduled.
    app = await bootApp(dataDir, { BUILDER: "off" });
    const now = Date.now();
    // Far enough ahead that the restart below is surely over before this date passes: with 2.5 s
    // from before the first boot, two boots on a loaded machine (load 11) took longer, the item was
    // already due at the restart and went into the catch-up build (one scheduled build, not two).
    const due = now + 6000;
    const build = (id: string, status: "succeeded" | "building", finishedAt: Date | null) =>
      app!.store.builds.insert({
        id,
        status,
        builder: "local",
        reason: "earlier",
        requestedAt: new Date(now - 11 * 60_000),
        startedAt: new Date(now - 11 * 60_000),
        finishedAt,
        logTail: "",
        externalId: null,
      });
    await build("done-before", "succeeded", new Date(now - 10 * 60_000));
    await build("cut-off", "building", null);
    await app.store.items.create(news("came-due-while-down", new Date(now - 5 * 60_000)));
    await app.store.items.create(news("due-in-a-moment", new Date(due)));
    await app.close();

    app = await bootApp(dataDir, site.env);
    const scheduled = async () =>
      (await app!.builds.list(10)).filter((b) => b.reason === "scheduled");

    const cutOff = await app.store.builds.get("cut-off");
    expect(cutOff).toMatchObject({ status: "failed" });
    expect(cutOff!.logTail).toContain("interrupted: the server stopped during this build");

    // One build at once for what came due while down; one more when the next date passes.
    await until(async () => (await scheduled()).length === 2, 10_000);
    await app.builds.whenIdle();
    const [onTime, catchUp] = await scheduled();
    expect(catchUp!.requestedAt.getTime()).toBeLessThan(due);
    expect(onTime!.requestedAt.getTime()).toBeGreaterThanOrEqual(due);
    expect(onTime!.requestedAt.getTime()).toBeLessThan(due + 1000);
    expect([catchUp!.status, onTime!.status]).toEqual(["succeeded", "succeeded"]);
  });

  it("does not build for items that came due before the first start when nothing was ever built", async () => {
    app = await bootApp(dataDir, { BUILDER: "off" });
    await app.store.items.create(news("old-news", new Date(Date.now() - 60_000)));
    await app.close();

    app = await bootApp(dataDir, site.env);
    await sleep(300);
    expect(await app.builds.list(10)).toHaveLength(0);
  });
});
