// A calculator's result on its way to the contact form: the "Request a quote" link carries it in
// the URL (one click, no storage, and a reload or a shared link keeps it), and the contact page
// reads it back. The API checks it again with its own schema (shared/src/contracts/quote.ts); this
// only keeps a hand-edited URL from showing a summary the server would refuse.
import type { QuoteRequest } from "@leca/shared/contracts";

export const QUOTE_PARAM = "quote";
export const SOURCE_PARAM = "source";

const PRODUCTS = new Set(["leca", "lecapon", "lecamix", "leca-concrete"]);
const SOURCE = /^\/[A-Za-z0-9/_-]{0,199}$/;

/** The contact page's URL with the request and the page it came from. */
export function quoteHref(contactPath: string, quote: QuoteRequest, source: string): string {
  const params = new URLSearchParams({ [QUOTE_PARAM]: JSON.stringify(quote) });
  if (SOURCE.test(source)) params.set(SOURCE_PARAM, source);
  return `${contactPath}?${params.toString()}`;
}

const isNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max;

const optional = (value: unknown, min: number, max: number) =>
  value === undefined || isNumber(value, min, max);

function isPack(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  const { unit, size, count, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    (unit === "L" || unit === "m3") &&
    isNumber(size, Number.MIN_VALUE, 100) &&
    isNumber(count, 1, 1_000_000) &&
    Number.isInteger(count)
  );
}

/** The same shape as the API's quoteRequestSchema, without shipping zod to the contact page. */
export function isQuoteRequest(value: unknown): value is QuoteRequest {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const quote = value as Record<string, unknown>;
  const known = new Set([
    "product",
    "use",
    "volumeM3",
    "allowancePercent",
    "packs",
    "containerM3",
    "densityKgM3",
    "massSavedKg",
  ]);
  return (
    Object.keys(quote).every((key) => known.has(key)) &&
    typeof quote.product === "string" &&
    PRODUCTS.has(quote.product) &&
    (quote.use === undefined ||
      (typeof quote.use === "string" && /^[a-z0-9-]{1,40}$/.test(quote.use))) &&
    isNumber(quote.volumeM3, Number.MIN_VALUE, 1_000_000) &&
    optional(quote.allowancePercent, 0, 100) &&
    Array.isArray(quote.packs) &&
    quote.packs.length <= 12 &&
    quote.packs.every(isPack) &&
    optional(quote.containerM3, Number.MIN_VALUE, 100) &&
    optional(quote.densityKgM3, 300, 2400) &&
    (quote.densityKgM3 === undefined || Number.isInteger(quote.densityKgM3)) &&
    optional(quote.massSavedKg, 0, Number.MAX_VALUE)
  );
}

/** The request and its source page in a contact page's query, or null when it has none or it is not one. */
export function readQuote(search: string): { quote: QuoteRequest; source?: string } | null {
  const params = new URLSearchParams(search);
  const text = params.get(QUOTE_PARAM);
  if (!text) return null;
  let quote: unknown;
  try {
    quote = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isQuoteRequest(quote)) return null;
  const source = params.get(SOURCE_PARAM) ?? "";
  return SOURCE.test(source) ? { quote, source } : { quote };
}
