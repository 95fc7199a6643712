import type { NewsItem } from "@leca/shared/contracts";
import type { NewsCreate } from "@leca/shared/client";
import { itemTexts } from "@/lib/field-names";
import { namedItemKind, type ItemKindDescriptor } from "@/lib/item-kind";

/** News as its list, data hooks and history see it; the editor adds its form (./editor). */
export const newsKind: ItemKindDescriptor<NewsItem, NewsCreate> = {
  ...namedItemKind("news"),
  texts: itemTexts,
  pictures: (item) =>
    item.cover
      ? [{ mediaId: item.cover.mediaId, url: item.cover.url, alt: item.cover.alt.en }]
      : [],
};
