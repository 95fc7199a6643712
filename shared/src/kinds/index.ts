// The content kinds, one config each: every layer derives its part from these.
import type { ItemKindName } from "../contracts/common";
import type { KindConfig } from "./fields";
import { gallery } from "./gallery";
import { news } from "./news";

export * from "./fields";
export * from "./texts";
export { news, type NewsContent } from "./news";
export { gallery, type GalleryContent } from "./gallery";

/** Every kind by its name; a name in ITEM_KINDS without a config here does not compile. */
export const KINDS = { news, gallery } as const satisfies { [K in ItemKindName]: KindConfig<K> };
export type Kinds = typeof KINDS;

/** One value per kind, made from its config: `byKind(requiredTexts)`. */
export const byKind = <T>(make: (config: KindConfig, name: ItemKindName) => T) =>
  Object.fromEntries(
    Object.entries(KINDS).map(([name, config]) => [name, make(config, name as ItemKindName)]),
  ) as Record<ItemKindName, T>;
