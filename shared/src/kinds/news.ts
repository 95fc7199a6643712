import { defineKind, type StoredContent } from "./fields";

/** News: a title, an excerpt and a Markdown body in each language, and an optional cover. */
export const news = defineKind({
  name: "news",
  fields: {
    title: { type: "text", max: 200, required: "item.titleRequired", summary: true, search: true },
    excerpt: {
      type: "text",
      max: 500,
      required: "item.excerptRequired",
      summary: true,
      search: true,
      rows: 3,
    },
    body: { type: "markdown", max: 50_000, required: "item.bodyRequired" },
    cover: { type: "picture", summary: true },
  },
});
export type NewsContent = StoredContent<typeof news>;
