import {
  galleryInputSchema,
  kindSchemas,
  newsInputSchema,
  newsPatchSchema,
} from "../src/contracts";
import { defineKind, requiredTexts, summaryFieldsOf, translatableTexts } from "../src/kinds";

const english = (en: string) => ({ en });
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("a kind's schemas, from its config", () => {
  it("carry each field's limit and message key (news)", () => {
    const news = { title: english("T"), excerpt: english("E"), body: english("B") };
    expect(newsInputSchema.parse(news)).toMatchObject({ cover: null, status: "draft" });
    expect(issuesOf(newsInputSchema.safeParse({ ...news, body: english(" ") }))).toEqual([
      ["body.en", "item.bodyRequired"],
    ]);
    expect(
      issuesOf(newsInputSchema.safeParse({ ...news, excerpt: english("x".repeat(501)) })),
    ).toEqual([["excerpt.en", "validation.tooLong"]]);
    // A patch has no defaults: an absent status must not mean "draft".
    expect(newsPatchSchema.parse({ version: 1 })).toEqual({ version: 1 });
  });

  it("refuse a published gallery without pictures, and more pictures than its limit", () => {
    const gallery = { title: english("T"), description: english("D") };
    expect(issuesOf(galleryInputSchema.safeParse({ ...gallery, status: "published" }))).toEqual([
      ["images", "item.imagesRequired"],
    ]);
    const image = { mediaId: "7d3c1a2e-0e43-4d1b-9a43-5a0f2f0b8a11", alt: english("a") };
    const images = Array.from({ length: 101 }, () => image);
    expect(issuesOf(galleryInputSchema.safeParse({ ...gallery, images }))).toEqual([
      ["images", "item.tooManyImages"],
    ]);
  });
});

describe("a kind made of every field type", () => {
  const brochure = defineKind({
    name: "brochure",
    fields: {
      title: { type: "text", max: 50, required: "item.titleRequired", summary: true },
      subtitle: { type: "text", max: 80 },
      body: { type: "markdown", max: 500, required: "item.bodyRequired" },
      cover: { type: "picture", summary: true },
      images: { type: "pictures", max: 2, tooMany: "item.tooManyImages", caption: 30 },
    },
  });
  const schemas = kindSchemas(brochure);

  it("takes an optional text as absent, drops its blank translations, and answers without it", () => {
    const input = schemas.input.parse({
      title: english("T"),
      subtitle: { en: "S", ar: "  " },
      body: english("B"),
    });
    expect(input).toMatchObject({ subtitle: { en: "S" }, cover: null, images: [] });
    expect(schemas.input.parse({ title: english("T"), body: english("B") }).subtitle).toEqual({});
  });

  it("lists only its summary fields in a list row, strictly", () => {
    expect(Object.keys(schemas.summary.shape)).toEqual(
      expect.arrayContaining(["id", "slug", "title", "cover", "version"]),
    );
    expect(Object.keys(schemas.summary.shape)).not.toContain("body");
    expect(summaryFieldsOf(brochure)).toEqual(["title", "cover", "outdated"]);
  });

  it("names its texts by path, pictures by media id, and asks translators for required ones only", () => {
    const item = {
      title: english("T"),
      subtitle: english("S"),
      body: english("B"),
      cover: { mediaId: "c", alt: english("c") },
      images: [{ mediaId: "m1", alt: english("a"), caption: {} }],
    };
    expect(Object.keys(translatableTexts(brochure, item))).toEqual([
      "title",
      "subtitle",
      "body",
      "cover.alt",
      "images.m1.alt",
      "images.m1.caption",
    ]);
    expect(requiredTexts(brochure)).toEqual({
      texts: ["title", "body"],
      pictures: [
        { field: "cover", many: false },
        { field: "images", many: true },
      ],
    });
  });
});
