import { z } from "zod";
import {
  focusSchema,
  imageInputSchema,
  pictureInputSchema,
  type GalleryItem,
  type NewsItem,
} from "@leca/shared/contracts";
import { gallery } from "@leca/shared/kinds";
import { toLocalizedValues } from "@/components/form/languages";

// The picture fields an item's form may have, for any kind: one cover, or a list of images
// (gallery), or both. Each picture keeps its URL for the preview. Its focal point is required
// here (the API defaults a missing one to null): every picture the form holds carries it, so a
// save never erases a point chosen earlier.

export const coverSchema = z
  .object({
    mediaId: z.string(),
    url: z.string(),
    alt: pictureInputSchema.shape.alt,
    focus: focusSchema.nullable(),
  })
  .nullable();
/** A form with a cover, as the cover's fields see it. */
export type CoverForm = { cover: z.input<typeof coverSchema> };

/** The longest caption, as the gallery's config declares it: the form checks it, its field counts it. */
export const IMAGE_CAPTION_MAX = gallery.fields.images.caption;

export const imageSchema = imageInputSchema(IMAGE_CAPTION_MAX).extend({
  url: z.string(),
  focus: focusSchema.nullable(),
});
/** A form with a list of images, as the images' fields see it. */
export type ImagesForm = { images: z.input<typeof imageSchema>[] };

/** An item's cover as the form holds it. */
export const coverValues = (cover: NewsItem["cover"] | undefined): CoverForm["cover"] =>
  cover
    ? {
        mediaId: cover.mediaId,
        url: cover.url,
        alt: toLocalizedValues(cover.alt),
        focus: cover.focus,
      }
    : null;

/** The cover the API is sent for the form's checked one. */
export const coverInput = (cover: z.output<typeof coverSchema>) =>
  cover ? { mediaId: cover.mediaId, alt: cover.alt, focus: cover.focus } : null;

/** An item's images as the form holds them. */
export const imageValues = (images: GalleryItem["images"] = []): ImagesForm["images"] =>
  images.map((image) => ({
    mediaId: image.mediaId,
    url: image.url,
    alt: toLocalizedValues(image.alt),
    caption: toLocalizedValues(image.caption),
    focus: image.focus,
  }));

const withoutBlanks = (text: Partial<Record<string, string | undefined>>) =>
  Object.fromEntries(Object.entries(text).filter(([, value]) => value?.trim()));

/** The images the API is sent for the form's checked ones (blank captions left out). */
export const imageInput = (images: z.output<typeof imageSchema>[]) =>
  images.map((image) => ({
    mediaId: image.mediaId,
    alt: image.alt,
    caption: withoutBlanks(image.caption),
    focus: image.focus,
  }));
