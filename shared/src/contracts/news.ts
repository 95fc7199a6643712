import { news } from "../kinds/news";
import { kindSchemas, type KindSchemaTypes } from "./kind-schemas";

// News's requests and answers, from its config (kinds/news.ts); a news item in a list
// (`NewsTypes["summary"]`) is everything but the body.
export const newsSchemas = kindSchemas(news);
export type NewsTypes = KindSchemaTypes<typeof newsSchemas>;

// By name, what the API client's endpoints and the seeders use.
export const { input: newsInputSchema, patch: newsPatchSchema } = newsSchemas;
export type NewsItem = NewsTypes["item"];
export type NewsPage = NewsTypes["page"];
export type NewsSummaryPage = NewsTypes["summaryPage"];
