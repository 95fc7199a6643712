import { useQuery } from "@tanstack/react-query";
import type { GalleryItem, NewsItem } from "@leca/shared/contracts";
// Values from the zod-free module: a value from contracts would bring zod into the desk's chunk.
import { TRANSLATED_LANGUAGES, type Lang, type TranslatedLang } from "@leca/shared/languages";
import { requiredTextsOf } from "@leca/shared/translatable";
import type { ApiClient } from "@leca/shared/client";
import { useApi } from "@/lib/deps";
import { queryKeys, type ItemKind } from "@/lib/query-keys";

const PAGE_SIZE = 50;
export interface Untranslated {
  slug: string;
  title: string;
  /** Languages some required text lacks. */
  missing: Lang[];
  /** Languages with a text whose English changed after it was translated (the API's flags). */
  outdated: TranslatedLang[];
}

/** A language is missing when any of the item's required texts (as the API counts them) lacks it. */
function missingLanguages(kind: ItemKind, item: NewsItem | GalleryItem): Lang[] {
  const texts = requiredTextsOf(kind, item);
  return TRANSLATED_LANGUAGES.filter((lang) => texts.some((text) => !text[lang]?.trim()));
}

// Only the items the API finds work on (translation=needed: a text missing in a language, or out
// of date) are read, whole (the languages to name need every text), 50 per page by cursor (edits
// meanwhile neither repeat nor skip one): a translated site of 10,000 items reads none of them.
async function itemsToTranslate(api: ApiClient, kind: ItemKind) {
  const items: (NewsItem | GalleryItem)[] = [];
  let cursor: string | undefined;
  for (;;) {
    const result = await api[kind].listFull({
      pageSize: PAGE_SIZE,
      sort: "updated",
      translation: "needed",
      cursor,
    });
    items.push(...result.items);
    if (!result.nextCursor) return items;
    cursor = result.nextCursor;
  }
}

export function useUntranslated(kind: ItemKind) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.untranslated(kind),
    queryFn: async (): Promise<Untranslated[]> =>
      (await itemsToTranslate(api, kind))
        .map((item) => ({
          slug: item.slug,
          title: item.title.en,
          missing: missingLanguages(kind, item),
          outdated: TRANSLATED_LANGUAGES.filter((lang) => item.outdated[lang].length > 0),
        }))
        .filter((item) => item.missing.length > 0 || item.outdated.length > 0),
  });
}
