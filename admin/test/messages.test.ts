import { i18n } from "@/i18n";
import { messageFor } from "@/lib/messages";

// The API's messages come with the dashboard's whole English catalog, which a screen's code
// brings (i18n.ready()); here no screen is rendered.
beforeAll(() => i18n.ready());

describe("messageFor (the API's English messages in the dashboard's own checks)", () => {
  it("picks the plural form by count and writes the number as the API does", () => {
    expect(messageFor("item.tooManyImages", { count: 1 })).toBe(
      "A gallery item can hold at most 1 image.",
    );
    expect(messageFor("item.tooManyImages", { count: 100 })).toBe(
      "A gallery item can hold at most 100 images.",
    );
    expect(messageFor("media.tooManyPixels", { count: 2.5 })).toBe(
      "This image is larger than 2.5 megapixels.",
    );
    expect(messageFor("media.tooLarge", { megabytes: 1200 })).toBe(
      "This file is larger than 1,200 MB.",
    );
  });

  it("returns plain keys' text, and an unknown key as it is", () => {
    expect(messageFor("media.unsupported")).toBe(
      "Only JPEG, PNG, WebP or AVIF images can be uploaded.",
    );
    expect(messageFor("no.such.key", { count: 2 })).toBe("no.such.key");
  });
});
