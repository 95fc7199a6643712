import * as z from "./zod";
import { news } from "../kinds/news";
import { kindSchemas } from "./kind-schemas";

// News's requests and answers, from its config (kinds/news.ts).
export const newsSchemas = kindSchemas(news);
const schemas = newsSchemas;

export const newsInputSchema = schemas.input;
export type NewsInput = z.infer<typeof newsInputSchema>;
export const newsPatchSchema = schemas.patch;
export type NewsPatch = z.infer<typeof newsPatchSchema>;
export const newsItemSchema = schemas.item;
export type NewsItem = z.infer<typeof newsItemSchema>;
/** A news item in a list: everything but the body. */
export const newsSummarySchema = schemas.summary;
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export const newsPageSchema = schemas.page;
export type NewsPage = z.infer<typeof newsPageSchema>;
export const newsSummaryPageSchema = schemas.summaryPage;
export type NewsSummaryPage = z.infer<typeof newsSummaryPageSchema>;
