import * as z from "./zod";
import { versionSchema } from "./common";

/**
 * An item's history: every save keeps a revision (the item as it was saved, who saved it, when,
 * and which fields changed), and any revision can be restored as a new one.
 */

/** A revision in the history list: no content, only who, when and what. */
export const revisionSummarySchema = z.object({
  version: z.int(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
  /** Field paths with the language ("title.ar", "body.en") or without ("cover", "status"). */
  fields: z.array(z.string()),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionListSchema = z.object({
  items: z.array(revisionSummarySchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  nextBefore: z.int().nullable(),
});
export type RevisionList = z.infer<typeof revisionListSchema>;

export const revisionListQuerySchema = z.strictObject({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/** As a client sends it: any field may be left to the server's default. */
export type RevisionListQuery = Partial<z.infer<typeof revisionListQuerySchema>>;
/** As the API reads it, checked. */
export type RevisionListOptions = z.infer<typeof revisionListQuerySchema>;

export const revisionParamsSchema = z.strictObject({
  slug: z.string().min(1).max(200),
  version: z.coerce.number({ error: "validation.invalid" }).int().positive(),
});

/** Restoring answers 409 unless `version` is the item's current one, as a save does. */
export const restoreBodySchema = z.strictObject({ version: versionSchema });

/** A revision with the item as it was then, in the kind's own shape. */
export const revisionOf = <T extends z.ZodType>(itemSchema: T) =>
  revisionSummarySchema.extend({ item: itemSchema });
