// Numbers as each site language writes them. Framework-free and free of facts.json, so the
// calculator islands format their results with the very code that formatted the build's pages.

/** Number formats per site language: Latin digits in Arabic too, as UAE technical sheets use. */
export const NUMBER_LOCALES: Record<string, string> = { en: "en-GB", ar: "ar-AE", ru: "ru-RU" };

export interface NumberFormat {
  /** Exactly this many decimals: a range written 0.10–0.13 must not print as 0.1–0.13. */
  fractionDigits?: number;
}

/**
 * Languages whose typography groups digits only from five-digit numbers: Russian writes 1200
 * but 25 000 (CLDR's minimum grouping digits 2, Intl's useGrouping: "min2"). Done here from the
 * digits rather than with "min2", which engines before Intl.NumberFormat v3 read as "always":
 * the browser must print what the build printed.
 */
const GROUPING_FROM_FIVE_DIGITS = new Set(["ru"]);

// Building an Intl formatter costs far more than using one (locale data is looked up each
// time), and every page's head formats all the figures: one formatter per language and format.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, digits: number | undefined, grouping: boolean) {
  const key = `${locale}:${String(digits)}:${String(grouping)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      useGrouping: grouping,
      ...(digits === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, language: string, format: NumberFormat = {}): string {
  const digits = format.fractionDigits;
  const locale = NUMBER_LOCALES[language] ?? "en-GB";
  const grouped = formatterFor(locale, digits, true);
  if (!GROUPING_FROM_FIVE_DIGITS.has(language)) return grouped.format(value);
  // Whether to group depends on the integer digits after rounding (9999.999 prints as 10 000).
  const plain = formatterFor(locale, digits, false).format(value);
  const integerDigits = /\d+/.exec(plain)?.[0].length ?? 0;
  return integerDigits < 5 ? plain : grouped.format(value);
}
