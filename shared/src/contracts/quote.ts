import * as z from "./zod";

/**
 * A quote request: what a buyer's calculator result carries into the contact form (issue 21).
 * The site's calculators fill it, the contact form sends it beside the spec's fields, the store
 * keeps it as fields (not text) and the inbox shows, filters and exports it.
 *
 * Figures are plain numbers in SI units (m3, kg); each language formats them for reading.
 * Pack sizes are checked against the facts file by the server (services/contact), not here, so
 * the browser bundle does not carry the facts twice.
 */
export const QUOTE_PRODUCTS = ["leca", "lecapon", "lecamix", "leca-concrete"] as const;
export type QuoteProduct = (typeof QUOTE_PRODUCTS)[number];

/** A pack: its size in litres (bags) or m3 (bulk bags), and how many of them. */
export const quotePackSchema = z.strictObject({
  unit: z.enum(["L", "m3"]),
  size: z.number().positive().max(100),
  count: z.int().min(1).max(1_000_000),
});
export type QuotePack = z.infer<typeof quotePackSchema>;

export const quoteRequestSchema = z.strictObject({
  product: z.enum(QUOTE_PRODUCTS, { error: "quote.product" }),
  /** The use picked in the calculator (an id from the facts file's calculator uses). */
  use: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: "quote.use" })
    .optional(),
  /** Volume to order, allowance included. */
  volumeM3: z.number({ error: "quote.volume" }).positive({ error: "quote.volume" }).max(1_000_000),
  /** The compaction and waste allowance the volume includes, in percent. */
  allowancePercent: z.number().min(0).max(100).optional(),
  packs: z.array(quotePackSchema).max(12).default([]),
  /** Whether the order fills a container of this size (m3), when one was proposed. */
  containerM3: z.number().positive().max(100).optional(),
  /** LECA concrete: the density class chosen in the dead-load calculator (kg/m3). */
  densityKgM3: z.int().min(300).max(2_400).optional(),
  /** LECA concrete: the mass saved against normal-weight concrete, kg. */
  massSavedKg: z.number().min(0).optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/**
 * The canonical quote request: 13.2 m3 of LECA for roof insulation, 10 % allowance included, in
 * bulk and small bags with a 25 m3 container. It is the OpenAPI example of the quote field
 * (plugins/docs.ts registers it, so the browser bundles that carry the schema do not carry it),
 * and the tests' example of a quote across the API, the dashboard and the end-to-end suites.
 */
export const EXAMPLE_QUOTE: QuoteRequest = {
  product: "leca",
  use: "roof-insulation",
  volumeM3: 13.2,
  allowancePercent: 10,
  packs: [
    { unit: "m3", size: 3, count: 4 },
    { unit: "L", size: 50, count: 2 },
  ],
  containerM3: 25,
};

/**
 * Where a message came from: the site path the visitor came to the contact form from (a product
 * page, a calculator), e.g. "/ar/lecapon/". Only same-site paths are kept: "//host/" would be
 * another site to a browser (the dashboard shows the source as a link).
 */
export const messageSourceSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, { error: "quote.source" });

/** Lead statuses in the inbox, in their usual order. New messages start as "new". */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
