import crypto from "node:crypto";
import { GALLERY_MAX_IMAGES } from "@leca/shared/contracts";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { galleryBody, mediaRecord } from "./fixtures";

describe("gallery API", () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await makeApp();
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  const image = (mediaId: string, en: string) => ({
    mediaId,
    alt: { en, ar: `${en} (ar)`, ru: `${en} (ru)` },
    caption: { en: `${en} caption` },
  });

  it("refuses to publish without an image, on create and on update", async () => {
    const create = await admin.post(
      "/api/gallery/",
      galleryBody("Empty", [], { status: "published" }),
    );
    expect(create.statusCode).toBe(400);
    expect(create.json().fieldErrors.images.code).toBe("item.imagesRequired");
    const draft = await admin.post("/api/gallery/", galleryBody("Empty"));
    expect(draft.statusCode).toBe(201);
    const publish = await admin.patch("/api/gallery/empty/", { status: "published", version: 1 });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().fieldErrors.images.code).toBe("item.imagesRequired");
  });

  it("publishes only pictures described in every language, naming each missing alt text", async () => {
    const [first, second] = [await mediaRecord(t.app), await mediaRecord(t.app)];
    const images = [
      { mediaId: first.id, alt: { en: "A wall", ar: "جدار", ru: "Стена" }, caption: {} },
      { mediaId: second.id, alt: { en: "A roof", ar: "  " }, caption: {} },
    ];
    const refused = await admin.post(
      "/api/gallery/",
      galleryBody("Half described", images, { status: "published" }),
      { headers: { "accept-language": "ru" } },
    );
    expect(refused.statusCode).toBe(400);
    const { fieldErrors } = refused.json();
    expect(Object.keys(fieldErrors).sort()).toEqual(["images.1.alt.ar", "images.1.alt.ru"]);
    expect(fieldErrors["images.1.alt.ar"]).toEqual({
      code: "item.altMissing",
      message:
        "Перед публикацией опишите изображение на этом языке: этот текст слышат посетители, которые не видят изображения.",
    });
    // A draft may wait for its translations; publishing it then asks for them.
    const draft = await admin.post("/api/gallery/", galleryBody("Half described", images));
    expect(draft.statusCode).toBe(201);
    const publish = await admin.patch(`/api/gallery/${draft.json().slug}/`, {
      status: "published",
      version: 1,
    });
    expect(Object.keys(publish.json().fieldErrors).sort()).toEqual([
      "images.1.alt.ar",
      "images.1.alt.ru",
    ]);
    const described = await admin.patch(`/api/gallery/${draft.json().slug}/`, {
      status: "published",
      version: 1,
      images: [images[0], { ...images[1], alt: { en: "A roof", ar: "سطح", ru: "Кровля" } }],
    });
    expect(described.statusCode).toBe(200);
    // Out of the lists the next tests read.
    expect((await admin.delete(`/api/gallery/${draft.json().slug}/`)).statusCode).toBe(204);
  });

  it("refuses more images than the limit, saying the limit in the reader's language", async () => {
    const images = Array.from({ length: GALLERY_MAX_IMAGES + 1 }, (_, i) =>
      image(crypto.randomUUID(), `Image ${i}`),
    );
    const tooMany = (language: string) =>
      admin.post("/api/gallery/", galleryBody("Crowded", images), {
        headers: { "accept-language": language },
      });
    const english = await tooMany("en");
    expect(english.statusCode).toBe(400);
    expect(english.json().fieldErrors.images).toEqual({
      code: "item.tooManyImages",
      message: `A gallery item can hold at most ${GALLERY_MAX_IMAGES} images.`,
    });
    // GALLERY_MAX_IMAGES is 100: Russian "many", Arabic "other" (100 صورة); the Translator's
    // tests go through every form.
    expect((await tooMany("ru")).json().fieldErrors.images.message).toBe(
      `В записи галереи может быть не больше ${GALLERY_MAX_IMAGES} изображений.`,
    );
    expect((await tooMany("ar")).json().fieldErrors.images.message).toBe(
      `يمكن أن يضم عنصر المعرض ${GALLERY_MAX_IMAGES} صورة كحد أقصى.`,
    );
  });

  it("keeps images in order, reorders and removes them, and frees their media", async () => {
    const [a, b, c] = await Promise.all([
      mediaRecord(t.app),
      mediaRecord(t.app),
      mediaRecord(t.app),
    ]);
    const created = await admin.post(
      "/api/gallery/",
      galleryBody("Roof garden", [image(a.id, "A"), image(b.id, "B"), image(c.id, "C")], {
        status: "published",
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().images.map((i: { alt: { en: string } }) => i.alt.en)).toEqual([
      "A",
      "B",
      "C",
    ]);
    expect(created.json().images[0]).toMatchObject({
      url: `/api/media/${a.id}`,
      width: 1600,
      caption: { en: "A caption" },
    });
    expect(await t.app.store.media.delete(a.id)).toBe("in-use");
    const reordered = await admin.patch("/api/gallery/roof-garden/", {
      images: [image(c.id, "C"), image(a.id, "A")],
      version: 1,
    });
    expect(reordered.json().images.map((i: { alt: { en: string } }) => i.alt.en)).toEqual([
      "C",
      "A",
    ]);
    expect(await t.app.store.media.delete(b.id)).toBe("deleted");
    const publicView = await new Agent(t.app).get("/api/gallery/roof-garden");
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json().images).toHaveLength(2);
  });

  it("keeps each picture's focal point, refuses one off the picture, and records a move in the history", async () => {
    const [a, b] = [await mediaRecord(t.app), await mediaRecord(t.app)];
    const created = await admin.post(
      "/api/gallery/",
      galleryBody("Focused", [
        { ...image(a.id, "A"), focus: { x: 0.25, y: 0.8 } },
        image(b.id, "B"),
      ]),
    );
    expect(created.statusCode).toBe(201);
    // None chosen is null: the site then crops by its own judgement.
    expect(created.json().images.map((i: { focus: unknown }) => i.focus)).toEqual([
      { x: 0.25, y: 0.8 },
      null,
    ]);

    const off = await admin.patch(
      "/api/gallery/focused/",
      { images: [{ ...image(a.id, "A"), focus: { x: 1.5, y: 0.5 } }], version: 1 },
      { headers: { "accept-language": "ru" } },
    );
    expect(off.statusCode).toBe(400);
    expect(off.json().fieldErrors["images.0.focus.x"]).toMatchObject({
      code: "item.focusInvalid",
      message: expect.stringMatching(/фокуса/),
    });
    const extra = await admin.patch("/api/gallery/focused/", {
      images: [{ ...image(a.id, "A"), focus: { x: 0.5, y: 0.5, zoom: 2 } }],
      version: 1,
    });
    expect(extra.statusCode).toBe(400);

    const moved = await admin.patch("/api/gallery/focused/", {
      images: [{ ...image(a.id, "A"), focus: { x: 0.6, y: 0.1 } }, image(b.id, "B")],
      version: 1,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().images[0].focus).toEqual({ x: 0.6, y: 0.1 });
    const history = await admin.get("/api/gallery/focused/revisions/");
    expect(history.json().items[0]).toMatchObject({ version: 2, fields: ["media"] });
  });

  it("lists published gallery items for the public", async () => {
    const list = await new Agent(t.app).get("/api/gallery");
    expect(list.json().items.map((i: { slug: string }) => i.slug)).toEqual(["roof-garden"]);
    expect(list.json().total).toBe(1);
  });
});

describe("errors never leak internals", () => {
  it("answers 500 with a generic message and health says degraded when storage is gone", async () => {
    const t = await makeApp();
    await t.app.store.close();
    const list = await new Agent(t.app).get("/api/news/");
    expect(list.statusCode).toBe(500);
    expect(list.json()).toEqual({
      statusCode: 500,
      code: "INTERNAL_ERROR",
      message: "Something went wrong on our side. Please try again.",
      requestId: list.headers["x-request-id"],
    });
    expect(list.body).not.toMatch(/sqlite|at |\.ts/i);
    const health = await new Agent(t.app).get("/api/health");
    expect(health.statusCode).toBe(503);
    expect(health.json().status).toBe("degraded");
    await t.close();
  });
});
