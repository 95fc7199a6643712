import fs from "node:fs";
import path from "node:path";
import * as z from "zod";
import type { Lang, QuoteProduct, QuoteRequest } from "@leca/shared/contracts";
import { formatNumber } from "@leca/shared/i18n";
import { intlLocaleOf } from "@leca/shared/languages";
import { CONTENT_DIR } from "../../paths";

const FACTS_FILE = path.join(CONTENT_DIR, "facts", "facts.json");

/** What the check reads of content/facts/facts.json; anything else in the file is not its business. */
const factsSchema = z.object({
  lecaPackaging: z.object({
    smallBagsLitres: z.array(z.number()),
    bulkBagsM3: z.array(z.number()),
    containerM3: z.array(z.number()),
  }),
  lecapon: z.object({ bagsLitres: z.array(z.number()) }),
  concreteOptions: z.array(z.object({ densityKgM3: z.number() })),
  calculator: z
    .object({ uses: z.array(z.object({ id: z.string(), product: z.string() })) })
    .optional(),
});
export type QuoteFacts = z.infer<typeof factsSchema>;

export const readQuoteFacts = (file = FACTS_FILE): QuoteFacts =>
  factsSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));

/**
 * A figure the facts file does not offer. `key` is the message (locales/<lang>/errors.json,
 * "quote"); `sizes` are the figures that are offered, listed in the message's {{sizes}}.
 */
export interface QuoteProblem {
  field: string;
  key: string;
  sizes?: number[];
}

interface Offer {
  sizes: number[];
  /** The message a size outside `sizes` gets. */
  key: string;
}

/**
 * The pack sizes a product comes in, by unit. Lecapon comes in bags only, so a bulk bag of it gets
 * the bag sizes' message. The facts name no packs for Lecamix or LECA concrete: the company quotes
 * them by volume (null).
 */
function offersOf(
  product: QuoteProduct,
  facts: QuoteFacts,
): Partial<Record<"L" | "m3", Offer>> | null {
  const leca = facts.lecaPackaging;
  if (product === "leca") {
    return {
      L: { sizes: leca.smallBagsLitres, key: "quote.lecaBags" },
      m3: { sizes: leca.bulkBagsM3, key: "quote.lecaBulkBags" },
    };
  }
  if (product === "lecapon") {
    return {
      L: { sizes: facts.lecapon.bagsLitres, key: "quote.lecaponBags" },
    };
  }
  return null;
}

/**
 * The checks a schema cannot make alone: every pack, container and density class in a quote must
 * be one the facts file names, and its use one the calculator offers for that product.
 */
export function checkQuote(quote: QuoteRequest, facts: QuoteFacts): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  const offers = offersOf(quote.product, facts);
  quote.packs.forEach((pack, index) => {
    const field = `quote.packs.${index}.size`;
    if (!offers) return void problems.push({ field, key: "quote.noPacks" });
    const offer = offers[pack.unit];
    if (offer?.sizes.includes(pack.size)) return;
    const { key, sizes } = offer ?? Object.values(offers)[0]!;
    problems.push({ field, key, sizes });
  });
  const containers = facts.lecaPackaging.containerM3;
  if (quote.containerM3 !== undefined && !containers.includes(quote.containerM3)) {
    problems.push({
      field: "quote.containerM3",
      key: "quote.container",
      sizes: containers,
    });
  }
  const densities = facts.concreteOptions.map((option) => option.densityKgM3);
  if (quote.densityKgM3 !== undefined && !densities.includes(quote.densityKgM3)) {
    problems.push({
      field: "quote.densityKgM3",
      key: "quote.density",
      sizes: densities,
    });
  }
  const uses = facts.calculator?.uses;
  if (quote.use !== undefined && uses) {
    const known = uses.some((use) => use.id === quote.use && use.product === quote.product);
    if (!known) problems.push({ field: "quote.use", key: "quote.use" });
  }
  return problems;
}

/**
 * "50 or 100", «50 أو 100», «1; 2; 2,5 или 3»: Russian separates with semicolons, as its decimal
 * comma would make «1, 2, 2,5» unreadable.
 */
export function figureList(values: number[], lang: Lang): string {
  const figures = values.map((value) => formatNumber(value, lang));
  if (lang === "ru") {
    return figures.length < 2
      ? (figures[0] ?? "")
      : `${figures.slice(0, -1).join("; ")} или ${figures.at(-1)}`;
  }
  return new Intl.ListFormat(intlLocaleOf(lang), { type: "disjunction" }).format(figures);
}
