import type { z } from "zod";
import type { ConfirmTranslations, Focus, ItemStatus } from "@leca/shared/contracts";
import type {
  ItemDataByKind,
  ItemKind,
  ItemRecord,
  ItemSummary,
  MediaRecord,
} from "../../store/types";
import type { TranslatableTexts } from "./translations";

// The types one content kind is made of, and the steps the item service takes with it
// (kind-spec.ts makes them from a kind's config).

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
