import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../lib/route-of";
import { backupStatus } from "../../services/backup/schedule";

/** Admin only: the scheduled backups' last run, for the desk's card. */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf("backups", "status"),
    preHandler: app.requireAdmin,
    handler: async () => backupStatus(app.config, new Date()),
  });
};

export default backupRoutes;
