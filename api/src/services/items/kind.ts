import crypto from "node:crypto";
import { LANGUAGES, mediaUrl, type LocalizedText } from "@leca/shared/contracts";
import type { ItemRecord, MediaRecord, NewItem } from "../../store/types";
import type { DataOf, KindSpec, KindTypes, Validated } from "./kind-types";
import { changedFields } from "./revisions";
import { outdatedOf, trackTranslations } from "./translations";

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
