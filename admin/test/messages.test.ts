import { GALLERY_MAX_IMAGES } from "@leca/shared/contracts";
import { galleryEditor } from "@/features/items/kinds/gallery-editor";
import { i18n } from "@/i18n";

// The API's messages come with the dashboard's whole English catalog, which a screen's code
// brings (i18n.ready()); here no screen is rendered.
beforeAll(() => i18n.ready());

describe("i18n.message (the API's English messages in the dashboard's own checks)", () => {
  it("picks the plural form by count and writes the number as the API does", () => {
    expect(i18n.message("item.tooManyImages", { count: 1 })).toBe(
      "A gallery item can hold at most 1 image.",
    );
    expect(i18n.message("item.tooManyImages", { count: 100 })).toBe(
      "A gallery item can hold at most 100 images.",
    );
    expect(i18n.message("media.tooManyPixels", { count: 2.5 })).toBe(
      "This image is larger than 2.5 megapixels.",
    );
    expect(i18n.message("media.tooLarge", { megabytes: 1200 })).toBe(
      "This image is larger than 1,200 MB.",
    );
  });

  it("returns plain keys' text, and an unknown key as it is", () => {
    expect(i18n.message("media.unsupported")).toBe(
      "Only JPEG, PNG, WebP or AVIF images can be uploaded.",
    );
    expect(i18n.message("no.such.key", { count: 2 })).toBe("no.such.key");
  });
});

describe("the gallery form's own limit message", () => {
  it("is written when the check fails, in the language the admin reads then", async () => {
    const values = galleryEditor.values();
    const image = { mediaId: "x", url: "/api/media/x", alt: { en: "a" }, caption: {}, focus: null };
    const tooMany = {
      ...values,
      images: Array.from({ length: GALLERY_MAX_IMAGES + 1 }, () => image),
    };
    const message = () =>
      galleryEditor.schema
        .safeParse(tooMany)
        .error?.issues.find((issue) => issue.path[0] === "images")?.message;
    expect(message()).toBe(`A gallery item can hold at most ${GALLERY_MAX_IMAGES} images.`);
    await i18n.use("ru");
    expect(message()).toMatch(/^В записи галереи может быть не больше 100 изображени/);
  });
});
