import { auditDetail, buildReason } from "@leca/shared/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Build } from "@leca/shared/contracts";
import { routeOf } from "../../lib/route-of";
import type { BuildRecord } from "../../store/types";

const RECENT = 20;

function present(build: BuildRecord): Build {
  const { startedAt, finishedAt } = build;
  return {
    id: build.id,
    status: build.status,
    builder: build.builder,
    reason: build.reason,
    requestedAt: build.requestedAt.toISOString(),
    startedAt: startedAt?.toISOString() ?? null,
    finishedAt: finishedAt?.toISOString() ?? null,
    durationMs: startedAt && finishedAt ? finishedAt.getTime() - startedAt.getTime() : null,
    logTail: build.logTail,
  };
}

/** Admin only: the recent builds, and a manual rebuild. */
const buildRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf("builds", "list"),
    preHandler: app.requireAdmin,
    handler: async () => ({ items: (await app.builds.list(RECENT)).map(present) }),
  });

  app.route({
    ...routeOf("builds", "request"),
    preHandler: app.requireAdmin,
    handler: async (request, reply) => {
      const by = await request.actor();
      const note = request.body?.reason?.trim() || null;
      const reason = buildReason("manual", { by: by.username, note });
      const build = await app.builds.requestNow(reason);
      await app.audit.record({
        action: "build-requested",
        by,
        ...(build ? { target: { type: "build", id: build.id, label: build.reason } } : {}),
        ...(note ? { detail: auditDetail("rebuild-note", { note }) } : {}),
      });
      return reply.code(202).send({ build: build && present(build) });
    },
  });
};

export default buildRoutes;
