import {
  galleryInputSchema,
  galleryItemSchema,
  galleryPatchSchema,
  gallerySummarySchema,
  type GalleryInput,
  type GalleryItem,
  type GalleryPatch,
  type GallerySummary,
} from "@leca/shared/contracts";
import { translatableTexts } from "@leca/shared/translatable";
import { commonFields, imageOf, missingAlts, searchTextOf, type KindSpec } from "./kind";

/** The types of a gallery item, from its contracts. */
export interface GalleryTypes {
  kind: "gallery";
  input: GalleryInput;
  patch: GalleryPatch;
  item: GalleryItem;
  summary: GallerySummary;
}

/** Gallery: a title, a description and up to 100 pictures with alt text and captions. */
export const galleryKind: KindSpec<GalleryTypes> = {
  kind: "gallery",
  label: "gallery",
  inputSchema: galleryInputSchema,
  patchSchema: galleryPatchSchema,
  itemSchema: galleryItemSchema,
  summarySchema: gallerySummarySchema,
  parseInput: (raw) => galleryInputSchema.parse(raw),
  inputMeta: (input) => input,
  patchMeta: (patch) => patch,
  dataOf: ({ title, description, images }) => ({ title, description, images }),
  patched: (current, patch) => ({
    title: patch.title ?? current.title,
    description: patch.description ?? current.description,
    images: patch.images ?? current.images ?? [],
  }),
  translatableOf: translatableTexts,
  mediaIdsOf: (data) => data.images.map((img) => img.mediaId),
  picturesOf: (data) => data.images.map(({ mediaId, focus }) => ({ mediaId, focus })),
  mediaFieldsOf: (data) => data.images.map((img, i) => [`images.${i}.mediaId`, img.mediaId]),
  publishProblems: (data) =>
    data.images.length === 0
      ? [["images", "item.imagesRequired"]]
      : data.images.flatMap((image, index) => missingAlts(`images.${index}`, image.alt)),
  titleOf: (data) => data.title.en,
  searchTextOf: (data) => searchTextOf(data.title, data.description),
  toResponse: (record, media) => ({
    ...commonFields(record),
    title: record.data.title,
    description: record.data.description,
    images: record.data.images.map((img) => ({
      ...imageOf(img.mediaId, media),
      alt: img.alt,
      caption: img.caption,
      focus: img.focus ?? null,
    })),
  }),
  toSummary: (record) => ({ ...commonFields(record), title: record.data.title }),
};
