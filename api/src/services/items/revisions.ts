import { LANGUAGES } from "@leca/shared/contracts";
import type { ItemRecord, ItemRevision } from "../../store/types";
import type { DataOf, KindSpec, KindTypes } from "./kind-types";

/** The parts of an item a revision compares: its place and state, and its content. */
type Saved<T extends KindTypes> = Pick<ItemRecord<DataOf<T>>, "slug" | "status" | "publishedAt"> & {
  data: DataOf<T>;
};

const sameDate = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);
const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * What a save changed, as the history names it: each text by field and language ("title.ar",
 * "images.<mediaId>.alt.en"), the pictures ("media": added, removed, replaced or reordered), and
 * "slug", "status", "publishedAt". A new item's are all its texts that have words.
 */
export function changedFields<T extends KindTypes>(
  spec: KindSpec<T>,
  before: Saved<T> | null,
  after: Saved<T>,
): string[] {
  const fields: string[] = [];
  if (before && before.slug !== after.slug) fields.push("slug");
  if (before?.status !== after.status) fields.push("status");
  if (!before || !sameDate(before.publishedAt, after.publishedAt)) {
    if (before || after.publishedAt) fields.push("publishedAt");
  }
  const old = before ? spec.translatableOf(before.data) : {};
  const current = spec.translatableOf(after.data);
  // Every text either version has: a picture that left the item took its texts with it.
  for (const path of new Set([...Object.keys(current), ...Object.keys(old)])) {
    for (const lang of LANGUAGES) {
      if ((old[path]?.[lang] ?? "").trim() !== (current[path]?.[lang] ?? "").trim()) {
        fields.push(`${path}.${lang}`);
      }
    }
  }
  // A picture added, removed, replaced, moved, or given another focal point.
  const pictures = (data: DataOf<T>) =>
    spec
      .picturesOf(data)
      .map(({ mediaId, focus }) => `${mediaId}@${focus?.x ?? ""},${focus?.y ?? ""}`);
  if (!sameList(before ? pictures(before.data) : [], pictures(after.data))) fields.push("media");
  return fields;
}

/**
 * The record a revision describes, to answer it in the kind's item shape: the item's identity and
 * dates, with the revision's slug, state, content, version, time and author.
 */
export function recordAt<T extends KindTypes>(
  item: ItemRecord<DataOf<T>>,
  revision: ItemRevision<DataOf<T>>,
  spec: KindSpec<T>,
): ItemRecord<DataOf<T>> {
  return {
    ...item,
    slug: revision.slug,
    status: revision.status,
    publishedAt: revision.publishedAt,
    version: revision.version,
    updatedAt: revision.savedAt,
    updatedBy: revision.savedBy,
    data: revision.data,
    mediaIds: spec.mediaIdsOf(revision.data),
  };
}

/** The item as it is now, as a revision: for items saved before history was kept. */
export const revisionOfRecord = <D extends ItemRecord["data"]>(
  item: ItemRecord<D>,
): ItemRevision<D> => ({
  itemId: item.id,
  version: item.version,
  savedAt: item.updatedAt,
  savedBy: item.updatedBy,
  fields: [],
  slug: item.slug,
  status: item.status,
  publishedAt: item.publishedAt,
  data: item.data,
});
