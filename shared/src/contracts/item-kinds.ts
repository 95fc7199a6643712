import type * as z from "./zod";
import type { ItemKindName } from "./common";
import { gallerySchemas } from "./gallery";
import { newsSchemas } from "./news";

/** Every kind's request and answer schemas, by name (kinds/ holds their configs). */
export const KIND_SCHEMAS = { news: newsSchemas, gallery: gallerySchemas } as const satisfies {
  [K in ItemKindName]: unknown;
};
export type KindSchemas = typeof KIND_SCHEMAS;

/** The types one kind's requests and answers have. */
export interface KindTypesOf<K extends ItemKindName> {
  kind: K;
  input: z.output<KindSchemas[K]["input"]>;
  patch: z.output<KindSchemas[K]["patch"]>;
  item: z.output<KindSchemas[K]["item"]>;
  summary: z.output<KindSchemas[K]["summary"]>;
}
