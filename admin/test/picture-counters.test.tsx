import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ok } from "@leca/shared/testing";
import { pictureInputSchema } from "@leca/shared/contracts";
import { gallery } from "@leca/shared/kinds";
import { galleryItem, MEDIA_1, newsItem } from "./fixtures";
import { renderApp } from "./render-app";

// A picture's alt text and caption count their characters as the title does, against the limits
// the contracts (alt) and the gallery's config (caption) declare: read here from there too.
const ALT_MAX = pictureInputSchema.shape.alt.shape.en.maxLength!;
const CAPTION_MAX = gallery.fields.images.caption;

const typeInto = (field: HTMLElement, text: string) =>
  fireEvent.input(field, { target: { value: text } });

describe("the pictures' text counters", () => {
  it("counts a news cover's alt text in each language", async () => {
    renderApp("/dashboard/news/green-roofs/edit", {
      "GET /news/green-roofs": ok(
        newsItem({
          cover: {
            mediaId: MEDIA_1,
            url: `/api/media/${MEDIA_1}`,
            width: 800,
            height: 600,
            alt: { en: "A green roof" },
            focus: null,
          },
        }),
      ),
    });
    const english = await screen.findByLabelText("Cover alt text (English)");
    expect(english).toHaveAccessibleDescription(`Characters: 12 / ${ALT_MAX}`);
    const arabic = screen.getByLabelText("Cover alt text (Arabic)");
    expect(arabic).toHaveAccessibleDescription(
      expect.stringContaining(`Characters: 0 / ${ALT_MAX}`),
    );
    typeInto(arabic, "س".repeat(ALT_MAX + 2));
    await waitFor(() =>
      expect(arabic).toHaveAccessibleDescription(
        expect.stringContaining(`Characters: ${ALT_MAX + 2} / ${ALT_MAX} · 2 characters too many`),
      ),
    );
  });

  it("counts a gallery image's alt text and caption", async () => {
    renderApp("/dashboard/gallery/dunes/edit", { "GET /gallery/dunes": ok(galleryItem()) });
    const alt = await screen.findByLabelText("Alt text (English), image 1 of 2");
    expect(alt).toHaveAccessibleDescription(`Characters: 10 / ${ALT_MAX}`);
    const caption = screen.getByLabelText("Caption (Russian), image 2 of 2");
    expect(caption).toHaveAccessibleDescription(
      expect.stringContaining(`Characters: 0 / ${CAPTION_MAX}`),
    );
    typeInto(caption, "Барханы на закате");
    await waitFor(() =>
      expect(caption).toHaveAccessibleDescription(
        expect.stringContaining(`Characters: 17 / ${CAPTION_MAX}`),
      ),
    );
  });
});
