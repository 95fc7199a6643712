import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { apiErrorSchema } from "@leca/shared/contracts";
import type { Store } from "../store/types";

const storageSchema = z.object({ kind: z.string(), ok: z.boolean() });
const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  storage: storageSchema,
  uptimeSeconds: z.number(),
});
const liveSchema = z.object({ status: z.literal("ok"), uptimeSeconds: z.number() });
const readySchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  storage: storageSchema,
  migrations: z.object({ applied: z.number(), known: z.number() }).optional(),
});

async function storageAnswers(store: Store, log: FastifyBaseLogger): Promise<boolean> {
  return store.ping().then(
    () => true,
    (error: unknown) => {
      log.error({ err: error }, "storage ping failed");
      return false;
    },
  );
}

const uptimeSeconds = () => Math.round(process.uptime());

/**
 * Three checks for three callers: /health for people and simple monitors (storage included),
 * /health/live for a supervisor deciding whether to restart the process (never touches storage,
 * answered even under load), /health/ready for a load balancer deciding whether to send traffic
 * (storage answers and its schema is the one this build expects). A 503 is either a health body or,
 * while the API sheds load, the usual error body.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        response: { 200: healthSchema, 503: healthSchema.or(apiErrorSchema) },
      },
    },
    async (request, reply) => {
      const ok = await storageAnswers(app.store, request.log);
      return reply.code(ok ? 200 : 503).send({
        status: ok ? "ok" : "degraded",
        storage: { kind: app.store.kind, ok },
        uptimeSeconds: uptimeSeconds(),
      });
    },
  );

  app.get(
    "/health/live",
    { config: { unshed: true }, schema: { tags: ["health"], response: { 200: liveSchema } } },
    async () => ({ status: "ok" as const, uptimeSeconds: uptimeSeconds() }),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        response: { 200: readySchema, 503: readySchema.or(apiErrorSchema) },
      },
    },
    async (request, reply) => {
      const ok = await storageAnswers(app.store, request.log);
      const migrations = ok ? app.store.migrations?.() : undefined;
      const ready = ok && (!migrations || migrations.applied === migrations.known);
      return reply.code(ready ? 200 : 503).send({
        status: ready ? "ready" : "not-ready",
        storage: { kind: app.store.kind, ok },
        ...(migrations ? { migrations } : {}),
      });
    },
  );
};

export default healthRoutes;
