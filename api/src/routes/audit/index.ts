import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../lib/route-of";

/** Admin only: the audit log, newest first, filtered by action, admin and time. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf("audit", "list"),
    preHandler: app.requireAdmin,
    handler: async (request) => {
      const { from, to, ...rest } = request.query;
      const page = await app.audit.page({
        ...rest,
        ...(from ? { from: new Date(from) } : {}),
        ...(to ? { to: new Date(to) } : {}),
      });
      return { ...page, retentionDays: app.audit.retentionDays };
    },
  });
};

export default auditRoutes;
