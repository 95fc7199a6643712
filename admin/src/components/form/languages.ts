import { directionOf, type Lang } from "@leca/shared/languages";

/** What a content input needs to be typed and read correctly in its language. */
export const inputLanguage = (lang: Lang) => ({ lang, dir: directionOf(lang) });

export type LocalizedValues = Record<Lang, string>;

export const emptyLocalized = (): LocalizedValues => ({ en: "", ar: "", ru: "" });

export const toLocalizedValues = (text: Partial<Record<Lang, string>>): LocalizedValues => ({
  en: text.en ?? "",
  ar: text.ar ?? "",
  ru: text.ru ?? "",
});
