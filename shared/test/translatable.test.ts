import { requiredTextsOf, textsRequiredBy } from "../src/translatable";

const texts = (en: string) => ({ en, ar: `${en} ع` });

describe("requiredTextsOf", () => {
  it("names a news item's title, excerpt, body and cover alt, and nothing of an absent cover", () => {
    const news = {
      title: texts("t"),
      excerpt: texts("e"),
      body: texts("b"),
      cover: { alt: texts("c") },
    };
    expect(requiredTextsOf("news", news).map((text) => text.en)).toEqual(["t", "e", "b", "c"]);
    expect(requiredTextsOf("news", { ...news, cover: null })).toHaveLength(3);
  });

  it("names a gallery item's title, description and every picture's alt, not its captions", () => {
    const picture = (n: number) => ({ mediaId: `m${n}`, alt: texts(`a${n}`), caption: texts("x") });
    const gallery = {
      title: texts("t"),
      description: texts("d"),
      images: [picture(1), picture(2)],
    };
    expect(requiredTextsOf("gallery", gallery).map((text) => text.en)).toEqual([
      "t",
      "d",
      "a1",
      "a2",
    ]);
  });

  it("names both a cover's and every image's alt for a kind with both picture fields", () => {
    const both = {
      texts: ["title"],
      pictures: [
        { field: "cover", many: false },
        { field: "images", many: true },
      ],
    } as const;
    const item = {
      title: texts("t"),
      cover: { alt: texts("c") },
      images: [{ mediaId: "m1", alt: texts("a1"), caption: texts("x") }],
    };
    expect(textsRequiredBy(both, item).map((text) => text.en)).toEqual(["t", "c", "a1"]);
    expect(textsRequiredBy(both, { title: texts("t") }).map((text) => text.en)).toEqual(["t"]);
  });
});
