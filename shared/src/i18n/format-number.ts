import { intlLocaleOf } from "../languages";

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

/**
 * A number as a reader of `language` writes it, the same in the API's messages, the site's pages
 * and islands and the dashboard: «2,5» and «1200» in Russian, 2.5 and 1,200 in English, Latin
 * digits in Arabic.
 */
export function formatNumber(value: number, language: string, format: NumberFormat = {}): string {
  const digits = format.fractionDigits;
  const locale = intlLocaleOf(language);
  const grouped = formatterFor(locale, digits, true);
  if (!GROUPING_FROM_FIVE_DIGITS.has(language)) return grouped.format(value);
  // Whether to group depends on the integer digits after rounding (9999.999 prints as 10 000).
  const plain = formatterFor(locale, digits, false).format(value);
  const integerDigits = /\d+/.exec(plain)?.[0].length ?? 0;
  return integerDigits < 5 ? plain : grouped.format(value);
}
