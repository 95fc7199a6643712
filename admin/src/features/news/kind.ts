import type { NewsItem } from "@leca/shared/contracts";
import type { NewsCreate } from "@leca/shared/client";
import { namedItemKind, type ItemKindDescriptor } from "@/lib/item-kind";

/** News as its list and data hooks see it; the editor adds its form (./editor). */
export const newsKind: ItemKindDescriptor<NewsItem, NewsCreate> = namedItemKind("news", {
  heading: "News",
  one: "news item",
  many: "news items",
});
