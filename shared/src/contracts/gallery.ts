import * as z from "./zod";
import { focusSchema, itemIdentity, itemLifecycle, pictureShape } from "./item-shapes";
import {
  localizedOut,
  localizedText,
  optionalLocalizedOut,
  optionalLocalizedText,
} from "./localized";
import { confirmTranslationsSchema } from "./translations";
import {
  idSchema,
  isoDateTime,
  itemPageOf,
  itemStatusSchema,
  slugSchema,
  versionSchema,
} from "./common";

/** Images one gallery item may hold; errors.json's item.tooManyImages says it as {{count}}. */
export const GALLERY_MAX_IMAGES = 100;

export const galleryImageInputSchema = z.strictObject({
  mediaId: idSchema,
  alt: localizedText(200, "item.altRequired"),
  caption: optionalLocalizedText(300).default({}),
  focus: focusSchema.nullable().default(null),
});

const galleryFields = {
  slug: slugSchema,
  title: localizedText(200, "item.titleRequired"),
  description: localizedText(5_000, "item.descriptionRequired"),
  images: z.array(galleryImageInputSchema).max(GALLERY_MAX_IMAGES, { error: "item.tooManyImages" }),
  status: itemStatusSchema,
  publishedAt: isoDateTime.nullable(),
};

const atLeastOneImageToPublish = (
  value: { status?: string | undefined; images?: unknown[] | undefined },
  ctx: z.core.$RefinementCtx,
) => {
  if (value.status === "published" && value.images !== undefined && value.images.length === 0) {
    ctx.addIssue({ code: "custom", path: ["images"], message: "item.imagesRequired" });
  }
};

export const galleryInputSchema = z
  .strictObject({
    ...galleryFields,
    slug: galleryFields.slug.optional(),
    images: galleryFields.images.default([]),
    status: galleryFields.status.default("draft"),
    publishedAt: galleryFields.publishedAt.default(null),
  })
  .superRefine(atLeastOneImageToPublish);
export type GalleryInput = z.infer<typeof galleryInputSchema>;

/** Only what is sent changes (no defaults here: an absent status must not mean "draft"). */
export const galleryPatchSchema = z
  .strictObject(galleryFields)
  .partial()
  .extend({ version: versionSchema, confirmTranslations: confirmTranslationsSchema.optional() })
  .strict()
  .superRefine(atLeastOneImageToPublish);
export type GalleryPatch = z.infer<typeof galleryPatchSchema>;

export const galleryImageSchema = z.object({
  ...pictureShape,
  caption: optionalLocalizedOut,
});

export const galleryItemSchema = z.object({
  ...itemIdentity,
  title: localizedOut,
  description: localizedOut,
  images: z.array(galleryImageSchema),
  ...itemLifecycle,
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/**
 * A gallery item in a list: no description and no images (up to 100, each with its texts); strict,
 * so a whole item never passes as one.
 */
export const gallerySummarySchema = z.strictObject(
  galleryItemSchema.omit({ description: true, images: true }).shape,
);
export type GallerySummary = z.infer<typeof gallerySummarySchema>;

export const galleryPageSchema = itemPageOf(galleryItemSchema);
export type GalleryPage = z.infer<typeof galleryPageSchema>;
export const gallerySummaryPageSchema = itemPageOf(gallerySummarySchema);
export type GallerySummaryPage = z.infer<typeof gallerySummaryPageSchema>;
