import type { QuotePack, QuoteProduct, QuoteRequest } from "./quote";

/**
 * A quote request in English words, as the people who answer it read it: the dashboard's quote
 * block, the enquiry mail and the CSV export say it the same way. Figures stay plain (2.5, 1200),
 * as a spreadsheet or a reply quotes them.
 */
export const QUOTE_PRODUCT_NAMES: Record<QuoteProduct, string> = {
  leca: "LECA",
  lecapon: "Lecapon",
  lecamix: "Lecamix",
  "leca-concrete": "LECA concrete",
};

/** A figure as people quote it: 12.5, 0.125; no binary-float tail (12.499999999). */
const plain = (value: number) => String(Number(value.toFixed(3)));

/** "4 × 3 m3 bulk bag", "2 × 50 L bag". */
export const packText = ({ unit, size, count }: QuotePack) =>
  `${count} × ${plain(size)} ${unit} ${unit === "m3" ? "bulk bag" : "bag"}`;

/** The quote's figures as label and value, in reading order; absent figures are left out. */
export function quoteLines(quote: QuoteRequest): [label: string, value: string][] {
  const lines: [string, string | undefined][] = [
    ["Product", QUOTE_PRODUCT_NAMES[quote.product]],
    ["Use", quote.use],
    ["Volume", `${plain(quote.volumeM3)} m3`],
    [
      "Allowance",
      quote.allowancePercent === undefined
        ? undefined
        : `${plain(quote.allowancePercent)}% (included)`,
    ],
    ["Packs", quote.packs.length ? quote.packs.map(packText).join(", ") : undefined],
    ["Container", quote.containerM3 === undefined ? undefined : `${plain(quote.containerM3)} m3`],
    ["Density class", quote.densityKgM3 === undefined ? undefined : `${quote.densityKgM3} kg/m3`],
    ["Mass saved", quote.massSavedKg === undefined ? undefined : `${plain(quote.massSavedKg)} kg`],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== undefined);
}
