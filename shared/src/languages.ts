/**
 * The site's languages: one row each, and every list, map, schema and formatter in the API, the
 * site and the dashboard derives from this table. English is the default and the only language
 * every text must have; the others are translated from it. No zod here: the pages' scripts import
 * this module, and a schema built at load would bring zod into every page (contracts/languages.ts
 * has the schema).
 */
export const LOCALES = {
  en: {
    ownName: "English",
    /** The Intl locale numbers and dates are written in. */
    intl: "en-GB",
    dir: "ltr",
    /** The script its words are set in, which picks the fonts (site/scripts/prepare-fonts.mjs). */
    script: "Latn",
    openGraph: "en_US",
    translatedFrom: null,
  },
  ar: {
    ownName: "العربية",
    // Latin digits, as UAE technical sheets write them.
    intl: "ar-AE",
    dir: "rtl",
    script: "Arab",
    openGraph: "ar_AE",
    translatedFrom: "en",
  },
  ru: {
    ownName: "Русский",
    intl: "ru-RU",
    dir: "ltr",
    script: "Cyrl",
    openGraph: "ru_RU",
    translatedFrom: "en",
  },
} as const satisfies Record<string, Locale>;

export interface Locale {
  ownName: string;
  intl: string;
  dir: "ltr" | "rtl";
  script: "Latn" | "Arab" | "Cyrl";
  openGraph: string;
  translatedFrom: string | null;
}

export type Lang = keyof typeof LOCALES;
export const LANGUAGES = Object.keys(LOCALES) as [Lang, ...Lang[]];
export const DEFAULT_LANG = "en" as const satisfies Lang;
export type DefaultLang = typeof DEFAULT_LANG;

/** The languages translated from another (contracts/translations.ts: their freshness). */
export type TranslatedLang = {
  [L in Lang]: (typeof LOCALES)[L]["translatedFrom"] extends null ? never : L;
}[Lang];
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (lang) => LOCALES[lang].translatedFrom !== null,
) as [TranslatedLang, ...TranslatedLang[]];

/** One entry per language, in the table's order. */
export const byLanguage = <T>(make: (lang: Lang) => T): Record<Lang, T> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Lang, T>;

/** One entry per translated language. */
export const byTranslatedLanguage = <T>(
  make: (lang: TranslatedLang) => T,
): Record<TranslatedLang, T> =>
  Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, make(lang)])) as Record<
    TranslatedLang,
    T
  >;

export const isLang = (value: string): value is Lang => Object.hasOwn(LOCALES, value);

/** The writing direction of a language (left to right for anything unknown). */
export const directionOf = (language: string): "rtl" | "ltr" =>
  isLang(language) ? LOCALES[language].dir : "ltr";

/** The Intl locale a language's numbers and dates are written in (English for anything unknown). */
export const intlLocaleOf = (language: string): string =>
  LOCALES[isLang(language) ? language : DEFAULT_LANG].intl;

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
