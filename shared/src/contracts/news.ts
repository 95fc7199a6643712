import * as z from "./zod";
import { focusSchema, itemIdentity, itemLifecycle, pictureShape } from "./item-shapes";
import { localizedOut, localizedText } from "./localized";
import { confirmTranslationsSchema } from "./translations";
import {
  idSchema,
  isoDateTime,
  itemPageOf,
  itemStatusSchema,
  slugSchema,
  versionSchema,
} from "./common";

export const coverInputSchema = z.strictObject({
  mediaId: idSchema.or(z.string().min(1)).pipe(idSchema),
  alt: localizedText(200, "item.altRequired"),
  focus: focusSchema.nullable().default(null),
});

const newsFields = {
  /** Made from the English title when omitted. */
  slug: slugSchema,
  title: localizedText(200, "item.titleRequired"),
  excerpt: localizedText(500, "item.excerptRequired"),
  /** Markdown; rendered and sanitised where it is shown, never stored as HTML. */
  body: localizedText(50_000, "item.bodyRequired"),
  cover: coverInputSchema.nullable(),
  status: itemStatusSchema,
  /** A future date with status "published" means scheduled. Defaults to now on publishing. */
  publishedAt: isoDateTime.nullable(),
};

export const newsInputSchema = z.strictObject({
  ...newsFields,
  slug: newsFields.slug.optional(),
  cover: newsFields.cover.default(null),
  status: newsFields.status.default("draft"),
  publishedAt: newsFields.publishedAt.default(null),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

/** Only what is sent changes (no defaults here: an absent status must not mean "draft"). */
export const newsPatchSchema = z
  .strictObject(newsFields)
  .partial()
  .extend({ version: versionSchema, confirmTranslations: confirmTranslationsSchema.optional() })
  .strict();
export type NewsPatch = z.infer<typeof newsPatchSchema>;

export const coverSchema = z.object(pictureShape);

export const newsItemSchema = z.object({
  ...itemIdentity,
  title: localizedOut,
  excerpt: localizedOut,
  body: localizedOut,
  cover: coverSchema.nullable(),
  ...itemLifecycle,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A news item in a list: everything but the body (strict, so a whole item never passes as one). */
export const newsSummarySchema = z.strictObject(newsItemSchema.omit({ body: true }).shape);
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsPageSchema = itemPageOf(newsItemSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;
export const newsSummaryPageSchema = itemPageOf(newsSummarySchema);
export type NewsSummaryPage = z.infer<typeof newsSummaryPageSchema>;
