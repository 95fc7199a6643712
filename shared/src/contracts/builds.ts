import * as z from "./zod";

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

/**
 * The answer to "rebuild now": the build the request was added to (just queued, or the follow-up
 * already waiting behind a running build), so a client can follow it; null when the server has
 * no builder (BUILDER=off) and nothing will be built.
 */
export const buildRequestedSchema = z.object({ build: buildSchema.nullable() });
export type BuildRequested = z.infer<typeof buildRequestedSchema>;
