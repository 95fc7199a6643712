// News and gallery items: stored content per kind, lists, versions and slugs.
import type {
  ItemKindName,
  ItemStatus,
  LocalizedText,
  TranslatedLang,
} from "@leca/shared/contracts";
import { byKind, summaryFieldsOf, type Kinds, type StoredContent } from "@leca/shared/kinds";
import { REQUIRED_TEXTS } from "@leca/shared/translatable";

/** Per translated language and field path, a fingerprint of the English it was translated from. */
export type TranslationSources = Partial<Record<TranslatedLang, Record<string, string>>>;

/**
 * What every kind's data keeps about its translations (services/items/translations.ts); absent
 * on items saved before translations were tracked.
 */
export interface ItemTranslations {
  translationSources?: TranslationSources;
  /** Per language, the field paths whose English changed since they were translated. */
  outdated?: Partial<Record<TranslatedLang, string[]>>;
}

/**
 * Each kind's stored content: its config's fields (shared kinds/) and the translation
 * bookkeeping. The store keeps it as it was given: only the item service writes it, after the
 * kind's schema validated the request (services/items/kind-spec.ts).
 */
export type ItemDataByKind = {
  [K in ItemKindName]: StoredContent<Kinds[K]> & ItemTranslations;
};
export type NewsData = ItemDataByKind["news"];
export type GalleryData = ItemDataByKind["gallery"];

export type ItemKind = ItemKindName;

export type ItemData = ItemDataByKind[ItemKind];

export interface ItemRecord<D extends ItemData = ItemData> {
  id: string;
  kind: ItemKind;
  slug: string;
  status: ItemStatus;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
  /** Starts at 1; every update adds 1. */
  version: number;
  data: D;
  /** Media the item refers to (cover, images): what keeps media from being deleted. */
  mediaIds: string[];
  /** Lowercased titles and excerpts in every language, for admin search. */
  searchText: string;
}

export type NewItem<D extends ItemData = ItemData> = Omit<ItemRecord<D>, "version"> & {
  /** The revision's changed fields (ItemRevision); a new item's are all of them. */
  changedFields?: string[];
};

export interface ItemChanges<D extends ItemData = ItemData> {
  slug?: string;
  status?: ItemStatus;
  publishedAt?: Date | null;
  data?: D;
  mediaIds?: string[];
  searchText?: string;
  updatedAt: Date;
  updatedBy: string | null;
  /** What the revision this write keeps says changed (ItemRevision). */
  changedFields?: string[];
}

/**
 * The item as one save left it. Every create and update keeps one in its own transaction, so
 * the history has every acknowledged save; deleting the item deletes its history, and only the
 * newest REVISIONS_KEPT of an item stay.
 */
export interface ItemRevision<D extends ItemData = ItemData> {
  itemId: string;
  version: number;
  savedAt: Date;
  savedBy: string | null;
  /** Field paths that differ from the previous revision ("title.ar", "cover", "status"). */
  fields: string[];
  slug: string;
  status: ItemStatus;
  publishedAt: Date | null;
  data: D;
}

export type ItemRevisionSummary = Pick<ItemRevision, "version" | "savedAt" | "savedBy" | "fields">;

/** Revisions an item keeps; older ones are dropped by the write that passes the number. */
export const REVISIONS_KEPT = 100;

export type ItemUpdateResult<D extends ItemData = ItemData> =
  | { kind: "updated"; item: ItemRecord<D> }
  | { kind: "stale"; current: ItemRecord<D> }
  | { kind: "missing" };

export interface ItemListQuery {
  /** "public": published and due (publishedAt <= now). "all": any, filtered by `status`. */
  visibility: "public" | "all";
  now: Date;
  status: "all" | "draft" | "published" | "scheduled";
  /** Lowercased substring to find in searchText. */
  q?: string;
  /** Only items a translator has work on (TRANSLATED_TEXTS); admins only. */
  translation?: "needed";
  sort: "newest" | "oldest" | "updated" | "title";
  offset: number;
  limit: number;
  /** Keyset paging: rows strictly after this one in `sort`'s order (offset is then 0). */
  after?: ItemListAfter;
}

/**
 * The sort key of a list's last row, which the next page starts after. Every order ends in the id,
 * so keys never tie; newest and oldest put undated items last either way. Titles compare by
 * English title, case-insensitively (the admin's language; the site never lists by title).
 */
export type ItemListAfter =
  | { sort: "newest" | "oldest"; publishedAt: Date | null; createdAt: Date; id: string }
  | { sort: "updated"; updatedAt: Date; id: string }
  | { sort: "title"; title: string; id: string };

/**
 * The fields of each kind's data that a list row keeps (its summary, the config's `summary`
 * fields): lists read these instead of the whole item, so a long news body or a hundred gallery
 * images never cross a list page. Both adapters read this (store/summary.ts).
 */
export const SUMMARY_FIELDS = byKind(summaryFieldsOf);

/**
 * The texts each kind must have in every language before it is translated (shared with the
 * dashboard), as the store finds them in its data: plain localized fields, and the alt text of a
 * single picture ("cover") or of each in a list ("images"). With the `outdated` flags they decide
 * `translation: "needed"`.
 */
export const TRANSLATED_TEXTS = REQUIRED_TEXTS;

/** What a list row keeps of an item's data: its title and the kind's other summary fields. */
export interface ItemSummaryData {
  title: LocalizedText;
  outdated?: ItemTranslations["outdated"];
  [field: string]: unknown;
}

export type ItemSummary = Omit<ItemRecord, "data" | "searchText" | "mediaIds"> & {
  data: ItemSummaryData;
};

export interface ItemCounts {
  draft: number;
  published: number;
  scheduled: number;
}

export interface ItemStore {
  /** An item's revisions, newest first, older than version `before` when given. */
  revisions(
    kind: ItemKind,
    id: string,
    query: { before?: number | undefined; limit: number },
  ): Promise<ItemRevisionSummary[]>;
  revision<D extends ItemData>(
    kind: ItemKind,
    id: string,
    version: number,
  ): Promise<ItemRevision<D> | null>;
  /** Throws UniqueViolation("slug") when the slug or one of its aliases is in use. */
  create<D extends ItemData>(item: NewItem<D>): Promise<ItemRecord<D>>;
  /** Resolves current slugs and the aliases left behind by renames. */
  findBySlug<D extends ItemData>(kind: ItemKind, slug: string): Promise<ItemRecord<D> | null>;
  findById<D extends ItemData>(kind: ItemKind, id: string): Promise<ItemRecord<D> | null>;
  /**
   * Applies the changes only if the stored version equals expectedVersion. A new slug is reserved
   * (UniqueViolation("slug") when taken by another item) and the old one stays as an alias.
   */
  update<D extends ItemData>(
    kind: ItemKind,
    id: string,
    expectedVersion: number,
    changes: ItemChanges<D>,
  ): Promise<ItemUpdateResult<D>>;
  /** Deletes the item and every slug and alias it held. */
  delete(kind: ItemKind, id: string): Promise<boolean>;
  list<D extends ItemData>(
    kind: ItemKind,
    query: ItemListQuery,
  ): Promise<{ items: ItemRecord<D>[]; total: number }>;
  /** list()'s rows without the large fields, read without them from the database. */
  listSummaries(
    kind: ItemKind,
    query: ItemListQuery,
  ): Promise<{ items: ItemSummary[]; total: number }>;
  aliasesOf(kind: ItemKind, id: string): Promise<string[]>;
  counts(kind: ItemKind, now: Date): Promise<ItemCounts>;
  /**
   * Published items of any kind whose publishedAt lies in (after, until] and was still ahead when
   * they were last saved: what a schedule made due. An item published on saving is left out, as
   * its save already asked for a build (counting it too made a second, redundant build).
   */
  countDue(after: Date, until: Date): Promise<number>;
  /** The earliest publishedAt after `now` among published items of any kind. */
  nextScheduled(now: Date): Promise<Date | null>;
  /**
   * A number that every create, update and delete of an item (any kind) raises, committed with
   * the write itself: equal readings mean no item changed in between, on any API instance.
   */
  contentVersion(): Promise<number>;
}
