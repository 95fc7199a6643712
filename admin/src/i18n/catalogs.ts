import type { Messages } from "@leca/shared/i18n";
import type { Lang } from "@leca/shared/languages";
import type { Areas, Catalog } from "./keys";

/**
 * The dashboard's areas by name, each typed by its English file in keys.ts: the compiler holds
 * the two lists together (a missing or unknown area does not compile).
 */
const AREAS = Object.keys({
  common: true,
  layout: true,
  items: true,
  history: true,
  news: true,
  gallery: true,
  desk: true,
  builds: true,
  inbox: true,
  audit: true,
  security: true,
  auth: true,
  translation: true,
} satisfies Record<keyof Areas, true>) as (keyof Areas)[];

type Json<T = unknown> = Promise<{ default: T }>;
type Calculator = { quantity: { uses: Catalog["uses"] } };

/**
 * A language's whole catalog: each area of the dashboard (src/locales/<lang>/<area>.json), the
 * API's messages, and the calculator's names of uses, which quote requests carry by id (the
 * site's own words, locales/<lang>/). A translated language's is fetched before the first screen
 * of an admin who chose it, English with the first screen's code (i18n.ready()). Every language
 * of the locale table loads the same way, so a new one needs only its files.
 */
export async function loadCatalog(language: Lang): Promise<Messages> {
  const [errors, calculator, ...areas] = await Promise.all([
    import(`../../../locales/${language}/errors.json`) as Json,
    import(`../../../locales/${language}/calculator.json`) as Json<Calculator>,
    ...AREAS.map((area) => import(`../locales/${language}/${area}.json`) as Json),
  ]);
  return {
    errors: errors.default,
    ...Object.fromEntries(AREAS.map((area, index) => [area, areas[index]!.default])),
    uses: calculator.default.quantity.uses,
  } as Catalog;
}
