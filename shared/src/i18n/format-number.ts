import type { Lang } from "../languages";

/** Number formats as the site prints them (site/src/lib/facts.ts): Latin digits in Arabic too. */
const NUMBER_LOCALES: Record<Lang, string> = { en: "en-GB", ar: "ar-AE", ru: "ru-RU" };
/** Russian typography groups digits only from five-digit numbers: 1200, but 25 000. */
const GROUPING_FROM_FIVE_DIGITS = new Set<Lang>(["ru"]);

/** A number as a reader of `language` writes it: «2,5» and «1200» in Russian, 2.5 and 1,200 in English. */
export function formatNumber(value: number, language: Lang, fractionDigits?: number): string {
  const digits: Intl.NumberFormatOptions =
    fractionDigits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const locale = NUMBER_LOCALES[language];
  const grouped = new Intl.NumberFormat(locale, digits).format(value);
  if (!GROUPING_FROM_FIVE_DIGITS.has(language)) return grouped;
  // Whether to group depends on the integer digits after rounding (9999.999 prints as 10 000).
  const plain = new Intl.NumberFormat(locale, { ...digits, useGrouping: false }).format(value);
  return (/\d+/.exec(plain)?.[0].length ?? 0) < 5 ? plain : grouped;
}
