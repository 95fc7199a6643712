import * as z from "./zod";

const storageSchema = z.object({ kind: z.string(), ok: z.boolean() });

/** GET /health: for people and simple monitors (storage included). */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  storage: storageSchema,
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /health/live: for a supervisor deciding whether to restart the process. */
export const liveSchema = z.object({ status: z.literal("ok"), uptimeSeconds: z.number() });

/** GET /health/ready: for a load balancer deciding whether to send traffic. */
export const readySchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  storage: storageSchema,
  migrations: z.object({ applied: z.number(), known: z.number() }).optional(),
});
