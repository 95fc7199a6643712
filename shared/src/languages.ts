/**
 * The site's languages, the one list every part uses (API, site, dashboard, tests). English is the
 * default and the only one every text must have. No zod here: the pages' scripts import this
 * module, and a schema built at load would bring zod into every page (contracts/languages.ts has
 * the schema).
 */
export const LANGUAGES = ["en", "ar", "ru"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

/** The languages translated from English (contracts/translations.ts: their freshness). */
export const TRANSLATED_LANGUAGES = ["ar", "ru"] as const satisfies readonly Lang[];
export type TranslatedLang = (typeof TRANSLATED_LANGUAGES)[number];

export const isLang = (value: string): value is Lang =>
  (LANGUAGES as readonly string[]).includes(value);

/** The writing direction of a language: Arabic right to left, the others left to right. */
export const directionOf = (language: string): "rtl" | "ltr" => (language === "ar" ? "rtl" : "ltr");

/** Picks the best supported language from an Accept-Language header (q-values honoured). */
export function pickLanguage(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLang) ?? DEFAULT_LANG;
}
