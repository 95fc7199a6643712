import * as z from "zod";

/** The site's languages; English is the default and the only one every text must have. */
export const LANGUAGES = ["en", "ar", "ru"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";
export const langSchema = z.enum(LANGUAGES);

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
  const hit = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base));
  return (hit?.base as Lang | undefined) ?? DEFAULT_LANG;
}
