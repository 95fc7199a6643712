import type { NewsItem } from "@leca/shared/contracts";
import type { NewsCreate } from "@leca/shared/client";
import { news } from "@leca/shared/kinds";
import { itemPicturesOf, itemTextsOf } from "@/lib/field-names";
import { namedItemKind, type ItemKindDescriptor } from "@/lib/item-kind";

/** News as its list, data hooks and history see it; the editor adds its form (./editor). */
export const newsKind: ItemKindDescriptor<NewsItem, NewsCreate> = {
  ...namedItemKind("news"),
  texts: itemTextsOf(news),
  pictures: itemPicturesOf(news),
};
