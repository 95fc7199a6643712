import type * as z from "./zod";
import { itemPageOf, type ItemKindName } from "./common";
import { gallerySchemas } from "./gallery";
import { itemStampSchema } from "./item-shapes";
import { newsSchemas } from "./news";

/** Every kind's request and answer schemas, by name (kinds/ holds their configs). */
export const KIND_SCHEMAS = { news: newsSchemas, gallery: gallerySchemas } as const satisfies {
  [K in ItemKindName]: unknown;
};
export type KindSchemas = typeof KIND_SCHEMAS;

/** A page of items' stamps only (`fields=version`): the same for every kind. */
export const itemStampPageSchema = itemPageOf(itemStampSchema);

/** The types one kind's requests and answers have. */
export interface KindTypesOf<K extends ItemKindName> {
  kind: K;
  input: z.output<KindSchemas[K]["input"]>;
  patch: z.output<KindSchemas[K]["patch"]>;
  item: z.output<KindSchemas[K]["item"]>;
  summary: z.output<KindSchemas[K]["summary"]>;
}
