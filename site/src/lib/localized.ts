/** A text in up to three languages, as the API stores news and gallery fields. */
export type LocalizedText = Partial<Record<string, string | null>> & { en?: string | null };

export interface Picked {
  text: string;
  /** The language the text is actually in: English where no translation exists. */
  lang: string;
  fallback: boolean;
}

/** The text in the page's language, or the English original, marked as such. */
export function pickText(value: LocalizedText | null | undefined, language: string): Picked {
  const own = value?.[language];
  if (own && own.trim()) return { text: own, lang: language, fallback: false };
  return { text: value?.en ?? "", lang: "en", fallback: language !== "en" };
}

/** Attributes that mark an English fallback inside an Arabic or Russian page. */
export const langAttributes = (picked: Picked) =>
  picked.fallback ? { lang: "en", dir: "ltr" as const } : {};
