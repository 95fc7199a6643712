import type { Lang } from "@leca/shared/contracts";

/** What a content input needs to be typed and read correctly in its language. */
export const LANGUAGE_META: Record<Lang, { name: string; dir: "ltr" | "rtl" }> = {
  en: { name: "English", dir: "ltr" },
  ar: { name: "Arabic", dir: "rtl" },
  ru: { name: "Russian", dir: "ltr" },
};

export const inputLanguage = (lang: Lang) => ({ lang, dir: LANGUAGE_META[lang].dir });

export type LocalizedValues = Record<Lang, string>;

export const emptyLocalized = (): LocalizedValues => ({ en: "", ar: "", ru: "" });

export const toLocalizedValues = (text: Partial<Record<Lang, string>>): LocalizedValues => ({
  en: text.en ?? "",
  ar: text.ar ?? "",
  ru: text.ru ?? "",
});
