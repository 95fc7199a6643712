import type { z } from "zod";
import {
  galleryInputSchema,
  galleryItemSchema,
  galleryPatchSchema,
  gallerySummarySchema,
  LANGUAGES,
  mediaUrl,
  newsInputSchema,
  newsItemSchema,
  newsPatchSchema,
  newsSummarySchema,
  type LocalizedText,
} from "../../contracts";
import type {
  GalleryData,
  ItemData,
  ItemKind,
  ItemRecord,
  ItemSummary,
  MediaRecord,
  NewsData,
} from "../../store/types";

/** What differs between news and gallery items; everything else is shared (item-service.ts). */
export interface KindSpec<D extends ItemData, Out, Summary> {
  kind: ItemKind;
  label: string;
  inputSchema: z.ZodType;
  patchSchema: z.ZodType;
  /** Typed loosely on purpose: routes return `Out`, checked by toResponse's own type. */
  itemSchema: z.ZodType;
  /** A list row: the item without its large fields (see ItemSummary). */
  summarySchema: z.ZodType;
  /** The localized content of a create body or a merged patch. */
  dataOf(input: Record<string, unknown>): D;
  mediaIdsOf(data: D): string[];
  /** Form field of each referenced media id, for "image no longer exists" errors. */
  mediaFieldsOf(data: D): [field: string, mediaId: string][];
  /** Message key when the item cannot be published as it stands, with its field. */
  publishProblem(data: D): [field: string, key: string] | null;
  titleOf(data: D): string;
  searchTextOf(data: D): string;
  toResponse(record: ItemRecord<D>, media: Map<string, MediaRecord>): Out;
  toSummary(record: ItemSummary, media: Map<string, MediaRecord>): Summary;
}

const texts = (...localized: (LocalizedText | Partial<LocalizedText>)[]) =>
  localized
    .flatMap((text) => LANGUAGES.map((lang) => text[lang] ?? ""))
    .join("\n")
    .toLocaleLowerCase();

const image = (mediaId: string, media: Map<string, MediaRecord>) => {
  const record = media.get(mediaId);
  return {
    mediaId,
    url: mediaUrl(mediaId),
    width: record?.width ?? 0,
    height: record?.height ?? 0,
  };
};

const coverOf = (cover: NewsData["cover"], media: Map<string, MediaRecord>) =>
  cover ? { ...image(cover.mediaId, media), alt: cover.alt } : null;

const common = (record: Omit<ItemRecord, "data" | "searchText" | "mediaIds">) => ({
  id: record.id,
  slug: record.slug,
  status: record.status,
  publishedAt: record.publishedAt?.toISOString() ?? null,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
  updatedBy: record.updatedBy,
  version: record.version,
});

export const newsSpec: KindSpec<
  NewsData,
  z.infer<typeof newsItemSchema>,
  z.infer<typeof newsSummarySchema>
> = {
  kind: "news",
  label: "news",
  inputSchema: newsInputSchema,
  patchSchema: newsPatchSchema,
  itemSchema: newsItemSchema,
  summarySchema: newsSummarySchema,
  dataOf: (input) => ({
    title: input.title as LocalizedText,
    excerpt: input.excerpt as LocalizedText,
    body: input.body as LocalizedText,
    cover: (input.cover as NewsData["cover"]) ?? null,
  }),
  mediaIdsOf: (data) => (data.cover ? [data.cover.mediaId] : []),
  mediaFieldsOf: (data) => (data.cover ? [["cover.mediaId", data.cover.mediaId]] : []),
  publishProblem: () => null,
  titleOf: (data) => data.title.en,
  searchTextOf: (data) => texts(data.title, data.excerpt),
  toResponse: (record, media) => ({
    ...common(record),
    title: record.data.title,
    excerpt: record.data.excerpt,
    body: record.data.body,
    cover: coverOf(record.data.cover, media),
  }),
  // The summary columns keep title, excerpt and cover of a news item (store/types.ts).
  toSummary: (record, media) => ({
    ...common(record),
    title: record.data.title,
    excerpt: record.data.excerpt ?? { en: "" },
    cover: coverOf(record.data.cover ?? null, media),
  }),
};

export const gallerySpec: KindSpec<
  GalleryData,
  z.infer<typeof galleryItemSchema>,
  z.infer<typeof gallerySummarySchema>
> = {
  kind: "gallery",
  label: "gallery",
  inputSchema: galleryInputSchema,
  patchSchema: galleryPatchSchema,
  itemSchema: galleryItemSchema,
  summarySchema: gallerySummarySchema,
  dataOf: (input) => ({
    title: input.title as LocalizedText,
    description: input.description as LocalizedText,
    images: (input.images as GalleryData["images"]) ?? [],
  }),
  mediaIdsOf: (data) => data.images.map((img) => img.mediaId),
  mediaFieldsOf: (data) => data.images.map((img, i) => [`images.${i}.mediaId`, img.mediaId]),
  publishProblem: (data) => (data.images.length === 0 ? ["images", "item.imagesRequired"] : null),
  titleOf: (data) => data.title.en,
  searchTextOf: (data) => texts(data.title, data.description),
  toResponse: (record, media) => ({
    ...common(record),
    title: record.data.title,
    description: record.data.description,
    images: record.data.images.map((img) => ({
      ...image(img.mediaId, media),
      alt: img.alt,
      caption: img.caption,
    })),
  }),
  toSummary: (record) => ({ ...common(record), title: record.data.title }),
};
