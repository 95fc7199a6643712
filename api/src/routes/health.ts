import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  storage: z.object({ kind: z.string(), ok: z.boolean() }),
  uptimeSeconds: z.number(),
});

/** Liveness plus a storage ping: 503 when the database does not answer. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { tags: ["health"], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const ok = await app.store.ping().then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, "storage ping failed");
          return false;
        },
      );
      return reply.code(ok ? 200 : 503).send({
        status: ok ? "ok" : "degraded",
        storage: { kind: app.store.kind, ok },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};

export default healthRoutes;
