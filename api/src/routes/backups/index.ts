import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { backupStatusSchema } from "@leca/shared/contracts";
import { errorResponses } from "../../lib/schemas";
import { backupStatus } from "../../services/backup/schedule";

/** Admin only: the scheduled backups' last run, for the desk's card. */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/status",
    {
      schema: {
        tags: ["backups"],
        summary: "When the last scheduled backup ran and how, and whether it needs attention",
        response: { 200: backupStatusSchema, ...errorResponses(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => backupStatus(app.config, new Date()),
  );
};

export default backupRoutes;
