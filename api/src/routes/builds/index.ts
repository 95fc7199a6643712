import { auditDetail, buildReason } from "@leca/shared/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  buildListSchema,
  buildRequestBodySchema,
  buildRequestedSchema,
  type Build,
} from "@leca/shared/contracts";
import { errorResponses } from "../../lib/schemas";
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
  app.get(
    "/",
    {
      schema: {
        tags: ["builds"],
        summary: "Recent site builds, newest first",
        response: { 200: buildListSchema, ...errorResponses(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ items: (await app.builds.list(RECENT)).map(present) }),
  );

  app.post(
    "/",
    {
      schema: {
        tags: ["builds"],
        summary:
          "Rebuilds now, with any changes still waiting; answers the build to follow (null: no builder)",
        body: buildRequestBodySchema.nullish(),
        response: { 202: buildRequestedSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
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
  );
};

export default buildRoutes;
