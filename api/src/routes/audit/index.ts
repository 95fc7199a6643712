import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditPageSchema, auditQuerySchema } from "@leca/shared/contracts";
import { errorResponses } from "../../lib/schemas";

/** Admin only: the audit log, newest first, filtered by action, admin and time. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["audit"],
        summary: "The audit log: sign-ins, publishing, deletions, uploads and builds, newest first",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { from, to, ...rest } = request.query;
      const page = await app.audit.page({
        ...rest,
        ...(from ? { from: new Date(from) } : {}),
        ...(to ? { to: new Date(to) } : {}),
      });
      return { ...page, retentionDays: app.audit.retentionDays };
    },
  );
};

export default auditRoutes;
