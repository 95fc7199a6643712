import {
  newsInputSchema,
  newsItemSchema,
  newsPatchSchema,
  newsSummarySchema,
  type NewsInput,
  type NewsItem,
  type NewsPatch,
  type NewsSummary,
} from "@leca/shared/contracts";
import { translatableTexts } from "@leca/shared/translatable";
import type { MediaRecord, NewsData } from "../../store/types";
import { commonFields, imageOf, missingAlts, searchTextOf, type KindSpec } from "./kind";

const coverOf = (cover: NewsData["cover"], media: Map<string, MediaRecord>) =>
  // Saved before focal points existed: none chosen.
  cover ? { ...imageOf(cover.mediaId, media), alt: cover.alt, focus: cover.focus ?? null } : null;

/** The types of a news item, from its contracts. */
export interface NewsTypes {
  kind: "news";
  input: NewsInput;
  patch: NewsPatch;
  item: NewsItem;
  summary: NewsSummary;
}

/** News: a title, an excerpt, a Markdown body and an optional cover picture, in each language. */
export const newsKind: KindSpec<NewsTypes> = {
  kind: "news",
  label: "news",
  inputSchema: newsInputSchema,
  patchSchema: newsPatchSchema,
  itemSchema: newsItemSchema,
  summarySchema: newsSummarySchema,
  parseInput: (raw) => newsInputSchema.parse(raw),
  inputMeta: (input) => input,
  patchMeta: (patch) => patch,
  dataOf: ({ title, excerpt, body, cover }) => ({ title, excerpt, body, cover }),
  patched: (current, patch) => ({
    title: patch.title ?? current.title,
    excerpt: patch.excerpt ?? current.excerpt,
    body: patch.body ?? current.body,
    // null removes the cover; absent keeps it (items stored before covers existed have none).
    cover: patch.cover === undefined ? (current.cover ?? null) : patch.cover,
  }),
  translatableOf: translatableTexts,
  mediaIdsOf: (data) => (data.cover ? [data.cover.mediaId] : []),
  picturesOf: (data) =>
    data.cover ? [{ mediaId: data.cover.mediaId, focus: data.cover.focus }] : [],
  mediaFieldsOf: (data) => (data.cover ? [["cover.mediaId", data.cover.mediaId]] : []),
  publishProblems: (data) => (data.cover ? missingAlts("cover", data.cover.alt) : []),
  titleOf: (data) => data.title.en,
  searchTextOf: (data) => searchTextOf(data.title, data.excerpt),
  toResponse: (record, media) => ({
    ...commonFields(record),
    title: record.data.title,
    excerpt: record.data.excerpt,
    body: record.data.body,
    cover: coverOf(record.data.cover, media),
  }),
  // The summary columns keep title, excerpt and cover of a news item (store/types/items.ts).
  toSummary: (record, media) => ({
    ...commonFields(record),
    title: record.data.title,
    excerpt: record.data.excerpt ?? { en: "" },
    cover: coverOf(record.data.cover ?? null, media),
  }),
};
