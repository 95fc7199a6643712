import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyBaseLogger } from "fastify";
import { routeOf } from "../lib/route-of";
import type { Store } from "../store/types";

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
  app.route({
    ...routeOf("health", "summary"),
    handler: async (request, reply) => {
      const ok = await storageAnswers(app.store, request.log);
      return reply.code(ok ? 200 : 503).send({
        status: ok ? "ok" : "degraded",
        storage: { kind: app.store.kind, ok },
        uptimeSeconds: uptimeSeconds(),
      });
    },
  });

  app.route({
    ...routeOf("health", "live"),
    config: { unshed: true },
    handler: async () => ({ status: "ok" as const, uptimeSeconds: uptimeSeconds() }),
  });

  app.route({
    ...routeOf("health", "ready"),
    handler: async (request, reply) => {
      const ok = await storageAnswers(app.store, request.log);
      const migrations = ok ? app.store.migrations?.() : undefined;
      const ready = ok && (!migrations || migrations.applied === migrations.known);
      return reply.code(ready ? 200 : 503).send({
        status: ready ? "ready" : "not-ready",
        storage: { kind: app.store.kind, ok },
        ...(migrations ? { migrations } : {}),
      });
    },
  });
};

export default healthRoutes;
