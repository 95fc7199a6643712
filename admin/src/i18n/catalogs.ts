import type { Messages } from "@leca/shared/i18n";
import type { Lang } from "@leca/shared/languages";

/**
 * Each language's whole catalog, a chunk of its own: a translated language's is fetched before
 * the first screen of an admin who chose it, English with the first screen's code
 * (i18n.ready()). Typed by the locale table, so a new language does not compile without one.
 */
const CATALOGS: Record<Lang, () => Promise<{ default: Messages }>> = {
  en: () => import("./catalog-en"),
  ar: () => import("./catalog-ar"),
  ru: () => import("./catalog-ru"),
};

export async function loadCatalog(language: Lang): Promise<Messages> {
  return (await CATALOGS[language]()).default;
}
