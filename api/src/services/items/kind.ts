import crypto from "node:crypto";
import type { z } from "zod";
import {
  LANGUAGES,
  mediaUrl,
  type ConfirmTranslations,
  type Focus,
  type ItemStatus,
  type LocalizedText,
} from "@leca/shared/contracts";
import type {
  ItemDataByKind,
  ItemKind,
  ItemRecord,
  ItemSummary,
  MediaRecord,
  NewItem,
} from "../../store/types";
import { changedFields } from "./revisions";
import { outdatedOf, trackTranslations, type TranslatableTexts } from "./translations";

/** What every kind's create body carries beside its content (the kind's input schema says how). */
export interface ItemInputMeta {
  slug?: string | undefined;
  status: ItemStatus;
  publishedAt: string | null;
}

/** What every kind's patch body may carry beside its content; `version` is always there. */
export interface ItemPatchMeta {
  slug?: string | undefined;
  status?: ItemStatus | undefined;
  publishedAt?: string | null | undefined;
  version: number;
  /** Translations their translator confirms are still right (contracts/translations.ts). */
  confirmTranslations?: ConfirmTranslations | undefined;
}

/**
 * A request body as a generic route receives it from Fastify: the type provider wraps the
 * schema's type as `[T] extends [undefined] ? unknown : T`, which TypeScript cannot unwrap while
 * T is a type parameter (the item routes and service). Where T is concrete (each kind's own
 * file) it is T itself, so a kind reads the body with its full type and no cast.
 */
export type Validated<T> = [T] extends [undefined] ? unknown : T;

/** The types one content kind is made of; each kind names its own (news.ts, gallery.ts). */
export interface KindTypes {
  kind: ItemKind;
  /** A create body, as the kind's input schema outputs it. */
  input: ItemInputMeta;
  /** A patch body, as the kind's patch schema outputs it. */
  patch: ItemPatchMeta;
  /** An item as the API answers it. */
  item: unknown;
  /** A list row: the item without its large fields. */
  summary: unknown;
}

/** The content the store keeps for a kind. */
export type DataOf<T extends KindTypes> = ItemDataByKind[T["kind"]];

/**
 * One content kind, typed end to end: the request bodies its schemas accept, the content the
 * store keeps, and what the API answers. The item service (item-service.ts) is generic over it,
 * so the compiler checks every step between them.
 */
export interface KindSpec<T extends KindTypes> {
  kind: T["kind"];
  /** The kind's name in build reasons ("news published: ..."). */
  label: string;
  inputSchema: z.ZodType<T["input"]>;
  patchSchema: z.ZodType<T["patch"]>;
  itemSchema: z.ZodType<T["item"]>;
  /** A list row: the item without its large fields (see ItemSummary). */
  summarySchema: z.ZodType<T["summary"]>;
  /** A create body checked against inputSchema (for writers outside HTTP: the seed scripts). */
  parseInput(raw: unknown): Validated<T["input"]>;
  /** The slug, status and date of a validated create body (every kind: `(input) => input`). */
  inputMeta(input: Validated<T["input"]>): ItemInputMeta;
  /** The slug, status, date and version of a validated patch (every kind: `(patch) => patch`). */
  patchMeta(patch: Validated<T["patch"]>): ItemPatchMeta;
  /** The content of a validated create body. */
  dataOf(input: Validated<T["input"]>): DataOf<T>;
  /** The content after a validated patch: what the patch names changes, the rest is kept. */
  patched(current: DataOf<T>, patch: Validated<T["patch"]>): DataOf<T>;
  /** The texts that are translated, by field path (services/items/translations.ts). */
  translatableOf(data: DataOf<T>): TranslatableTexts;
  mediaIdsOf(data: DataOf<T>): string[];
  /** The media a list row shows (its summary's pictures). */
  listedMediaIdsOf(data: ItemSummary["data"]): string[];
  /** Its pictures in order with their focal points (undefined: saved before there were any). */
  picturesOf(data: DataOf<T>): { mediaId: string; focus?: Focus | null }[];
  /** Form field of each referenced media id, for "image no longer exists" errors. */
  mediaFieldsOf(data: DataOf<T>): [field: string, mediaId: string][];
  /** Why the item cannot be published as it stands: each field with its message key. */
  publishProblems(data: DataOf<T>): [field: string, key: string][];
  titleOf(data: DataOf<T>): string;
  searchTextOf(data: DataOf<T>): string;
  toResponse(record: ItemRecord<DataOf<T>>, media: Map<string, MediaRecord>): T["item"];
  toSummary(record: ItemSummary, media: Map<string, MediaRecord>): T["summary"];
}

/**
 * Publishing without a date means "now"; a future date means scheduled; drafts keep theirs.
 * "Now" is the write's own clock reading: a second reading could land a millisecond later, and
 * the item would then count as scheduled and be left to the scheduler (a build named "scheduled
 * publication", seconds later) instead of being built at once.
 */
export function publicationDate(
  status: string,
  given: string | null | undefined,
  current: Date | null,
  now: Date,
): Date | null {
  if (given) return new Date(given);
  if (status === "published") return (given === undefined ? current : null) ?? now;
  return given === null ? null : current;
}

/**
 * The store record of a new item made from a validated create body, but for its slug (the item
 * service finds a free one; the seed scripts bring their own): what both write.
 */
export function newRecord<T extends KindTypes>(
  spec: KindSpec<T>,
  input: Validated<T["input"]>,
  { now, editor }: { now: Date; editor: string | null },
): Omit<NewItem<DataOf<T>>, "slug"> {
  const content = spec.dataOf(input);
  const data = { ...content, ...trackTranslations(spec.translatableOf(content)) };
  const { status, publishedAt: given } = spec.inputMeta(input);
  const publishedAt = publicationDate(status, given, null, now);
  return {
    id: crypto.randomUUID(),
    kind: spec.kind,
    status,
    publishedAt,
    changedFields: changedFields(spec, null, { slug: "", status, publishedAt, data }),
    createdAt: now,
    updatedAt: now,
    updatedBy: editor,
    data,
    mediaIds: spec.mediaIdsOf(data),
    searchText: spec.searchTextOf(data),
  };
}

/** Every language's text of some fields, lowercased, for admin search. */
/**
 * A picture's alt text in each language it lacks, as field errors under `field` ("images.0",
 * "cover"): a published picture is described in every language, since the site shows it in all
 * three and a visitor who cannot see it hears this text instead.
 */
export const missingAlts = (
  field: string,
  alt: Partial<LocalizedText>,
): [field: string, key: string][] =>
  LANGUAGES.filter((language) => !alt[language]?.trim()).map((language) => [
    `${field}.alt.${language}`,
    "item.altMissing",
  ]);

export const searchTextOf = (...localized: (LocalizedText | Partial<LocalizedText>)[]) =>
  localized
    .flatMap((text) => LANGUAGES.map((lang) => text[lang] ?? ""))
    .join("\n")
    .toLocaleLowerCase();

/** A picture as the API answers it: its URL and size from the media record. */
export const imageOf = (mediaId: string, media: Map<string, MediaRecord>) => {
  const record = media.get(mediaId);
  return {
    mediaId,
    url: mediaUrl(mediaId),
    width: record?.width ?? 0,
    height: record?.height ?? 0,
  };
};

/**
 * The content after a validated patch, with its translations' bookkeeping brought up to date:
 * an English text that changed leaves its translations out of date unless they changed too.
 */
export function patchedData<T extends KindTypes>(
  spec: KindSpec<T>,
  current: DataOf<T>,
  patch: Validated<T["patch"]>,
): DataOf<T> {
  const content = spec.patched(current, patch);
  const previous = { texts: spec.translatableOf(current), sources: current.translationSources };
  const confirmed = spec.patchMeta(patch).confirmTranslations;
  return { ...content, ...trackTranslations(spec.translatableOf(content), previous, confirmed) };
}

/**
 * The content of an old revision, restored over the current one: its texts and pictures, with the
 * translation bookkeeping worked out against the current content, as if a translator had typed
 * the old texts in (so a restored English text flags the translations it no longer matches).
 */
export function restoredData<T extends KindTypes>(
  spec: KindSpec<T>,
  current: DataOf<T>,
  restored: DataOf<T>,
): DataOf<T> {
  const previous = { texts: spec.translatableOf(current), sources: current.translationSources };
  return { ...restored, ...trackTranslations(spec.translatableOf(restored), previous) };
}

/** The fields every kind answers with, from a record or a list row. */
export const commonFields = (
  record: Omit<ItemRecord, "data" | "searchText" | "mediaIds"> & {
    data: { outdated?: ItemRecord["data"]["outdated"] };
  },
) => ({
  id: record.id,
  slug: record.slug,
  status: record.status,
  publishedAt: record.publishedAt?.toISOString() ?? null,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
  updatedBy: record.updatedBy,
  version: record.version,
  outdated: outdatedOf(record.data),
});
