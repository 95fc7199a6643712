import {
  byLanguage,
  DEFAULT_LANG,
  directionOf,
  isLang,
  LANGUAGES,
  LOCALES,
  type Lang,
} from "@leca/shared/languages";

/** The site's languages (the one list, in shared/); English lives at "/", the others under "/ar" and "/ru". */
export { directionOf, LANGUAGES };
export type Language = Lang;
export const DEFAULT_LANGUAGE: Language = DEFAULT_LANG;

/** The name of each language in that language, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = byLanguage((lang) => LOCALES[lang].ownName);

export const isLanguage = isLang;

/** Where a language's pages start: "/" for English, "/ar/" and "/ru/" for the others. */
export const homeOf = (language: string): string =>
  language === DEFAULT_LANGUAGE || !isLanguage(language) ? "/" : `/${language}/`;

/** The language a site path belongs to, from its first segment. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1] ?? "";
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** Path in another language: "/ar/about/" <-> "/about/" <-> "/ru/about/". */
export function localizedPath(originalPath: string, language: string): string {
  const clean = originalPath.startsWith("/") ? originalPath : `/${originalPath}`;
  return language === DEFAULT_LANGUAGE ? clean : `/${language}${clean}`;
}
