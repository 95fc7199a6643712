import type { Messages } from "@leca/shared/i18n";
import type { Lang } from "@leca/shared/languages";

/**
 * A language's whole catalog, a chunk of its own: Arabic and Russian are fetched before the first
 * screen of an admin who chose them, English with the first screen's code (i18n.ready()).
 */
export async function loadCatalog(language: Lang): Promise<Messages> {
  const catalog =
    language === "ar"
      ? await import("./catalog-ar")
      : language === "ru"
        ? await import("./catalog-ru")
        : await import("./catalog-en");
  return catalog.default;
}
