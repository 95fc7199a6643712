import * as z from "./zod";
import { gallery } from "../kinds/gallery";
import { kindSchemas } from "./kind-schemas";

// The gallery's requests and answers, from its config (kinds/gallery.ts).
export const gallerySchemas = kindSchemas(gallery);
const schemas = gallerySchemas;

/** Images one gallery item may hold; errors.json's item.tooManyImages says it as {{count}}. */
export const GALLERY_MAX_IMAGES = gallery.fields.images.max;

export const galleryInputSchema = schemas.input;
export type GalleryInput = z.infer<typeof galleryInputSchema>;
export const galleryPatchSchema = schemas.patch;
export type GalleryPatch = z.infer<typeof galleryPatchSchema>;
export const galleryItemSchema = schemas.item;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
/** A gallery item in a list: no description and no images (up to 100, each with its texts). */
export const gallerySummarySchema = schemas.summary;
export type GallerySummary = z.infer<typeof gallerySummarySchema>;
export const galleryPageSchema = schemas.page;
export type GalleryPage = z.infer<typeof galleryPageSchema>;
export const gallerySummaryPageSchema = schemas.summaryPage;
export type GallerySummaryPage = z.infer<typeof gallerySummaryPageSchema>;
