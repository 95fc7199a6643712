/** The site's languages; English is the default and lives at "/", the others under "/ar" and "/ru". */
export const LANGUAGES = ["en", "ar", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The name of each language in that language, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  ar: "العربية",
  ru: "Русский",
};

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: string): "rtl" | "ltr" => (language === "ar" ? "rtl" : "ltr");

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
