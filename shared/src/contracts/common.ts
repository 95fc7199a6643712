import * as z from "./zod";

/** Lowercase ASCII kebab-case, as the routes /news/{slug} and /gallery/{slug} need. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .trim()
  .max(96, { error: "item.slugInvalid" })
  .regex(SLUG_PATTERN, { error: "item.slugInvalid" });

export const idSchema = z.uuid();
export const isoDateTime = z.iso.datetime({ offset: true, error: "validation.dateInvalid" });

export { ITEM_KINDS, type ItemKindName } from "../kind-names";

export const ITEM_STATUSES = ["draft", "published"] as const;
export const itemStatusSchema = z.enum(ITEM_STATUSES, { error: "validation.invalid" });
export type ItemStatus = z.infer<typeof itemStatusSchema>;

/** Optimistic concurrency: a write names the version it was based on; a stale one gets 409. */
export const versionSchema = z.int({ error: "validation.required" }).positive();

export const listQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  /** Admin only; the public always sees what is published and due. */
  status: z.enum(["all", "draft", "published", "scheduled"]).default("all"),
  q: z.string().trim().max(100).optional(),
  /**
   * Admin only, like `status`: "needed" lists only items with a required text missing in Arabic
   * or Russian, or one whose English changed since it was translated (the desk's "to translate").
   */
  translation: z.enum(["needed"]).optional(),
  sort: z.enum(["newest", "oldest", "updated", "title"]).default("newest"),
  /**
   * The `nextCursor` of the page before, for the same sort: the page starts right after that
   * item (keyset), so items added or changed meanwhile neither repeat nor hide others. With a
   * cursor, `page` stays 1.
   */
  cursor: z.string().min(1).max(1000).optional(),
  /**
   * "summary" (default): no large fields (news `body`, gallery `description` and `images`), what
   * list screens show. "full": whole items, for the site build. "version": only each item's
   * stamp (id, slug, status, publishedAt, updatedAt, version), for a build that reads whole only
   * the items that changed since it last ran.
   */
  fields: z.enum(["summary", "full", "version"]).default("summary"),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A list of items: `nextCursor` asks for the page after this one; null on the last page. */
export function itemPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({ nextCursor: z.string().nullable() });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  });
}

export const slugParamsSchema = z.strictObject({ slug: z.string().min(1).max(200) });
