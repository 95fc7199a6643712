import { byLanguage, directionOf, type Lang } from "@leca/shared/languages";

/** What a content input needs to be typed and read correctly in its language. */
export const inputLanguage = (lang: Lang) => ({ lang, dir: directionOf(lang) });

export type LocalizedValues = Record<Lang, string>;

export const emptyLocalized = (): LocalizedValues => byLanguage(() => "");

export const toLocalizedValues = (text: Partial<Record<Lang, string>>): LocalizedValues =>
  byLanguage((lang) => text[lang] ?? "");
