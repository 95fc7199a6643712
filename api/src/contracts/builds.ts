import { z } from "zod";

export const BUILD_STATUSES = ["queued", "building", "succeeded", "failed"] as const;
export const buildStatusSchema = z.enum(BUILD_STATUSES);
export type BuildStatus = z.infer<typeof buildStatusSchema>;

export const buildSchema = z.object({
  id: z.string(),
  status: buildStatusSchema,
  builder: z.enum(["local", "netlify"]),
  /** What asked for it, e.g. "news published: green-roofs" (several coalesced, joined). */
  reason: z.string(),
  requestedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.int().nullable(),
  /** The last lines of the build's output (local builder) or the deploy's state (Netlify). */
  logTail: z.string(),
});
export type Build = z.infer<typeof buildSchema>;

export const buildListSchema = z.object({ items: z.array(buildSchema) });
export const buildRequestBodySchema = z.strictObject({ reason: z.string().max(200).optional() });
