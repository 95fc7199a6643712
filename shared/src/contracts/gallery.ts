import { gallery } from "../kinds/gallery";
import { kindSchemas, type KindSchemaTypes } from "./kind-schemas";

// The gallery's requests and answers, from its config (kinds/gallery.ts); a gallery item in a
// list (`GalleryTypes["summary"]`) has no description and no images.
export const gallerySchemas = kindSchemas(gallery);
export type GalleryTypes = KindSchemaTypes<typeof gallerySchemas>;

/** Images one gallery item may hold; errors.json's item.tooManyImages says it as {{count}}. */
export const GALLERY_MAX_IMAGES = gallery.fields.images.max;

// By name, what the API client's endpoints and the seeders use.
export const { input: galleryInputSchema, patch: galleryPatchSchema } = gallerySchemas;
export type GalleryItem = GalleryTypes["item"];
export type GalleryPage = GalleryTypes["page"];
export type GallerySummaryPage = GalleryTypes["summaryPage"];
