import fp from "fastify-plugin";
import { AuditLog } from "../services/audit/audit-log";

declare module "fastify" {
  interface FastifyInstance {
    /** The append-only record of sign-ins, publishing, uploads and builds (services/audit). */
    audit: AuditLog;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The audit log, and its retention: the instance holding the jobs lease prunes entries older than
 * AUDIT_RETENTION_DAYS when it takes the lease and then once a day.
 */
export default fp(
  async (app) => {
    const audit = new AuditLog({
      store: app.store.audit,
      now: () => app.now(),
      logger: app.log.child({ component: "audit" }),
      retentionDays: app.config.audit.retentionDays,
    });
    app.decorate("audit", audit);

    let timer: NodeJS.Timeout | undefined;
    const prune = async () => {
      try {
        const removed = await audit.prune();
        if (removed > 0) app.log.info({ removed }, "audit log: entries past retention removed");
      } catch (error) {
        app.log.error({ err: error }, "audit log: pruning failed");
      }
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    app.leader.add({
      name: "audit-retention",
      start: () => {
        stop();
        void prune();
        timer = setInterval(() => void prune(), DAY_MS);
        timer.unref();
      },
      stop,
    });
    app.addHook("onClose", async () => stop());
  },
  { name: "audit", dependencies: ["core", "leader"] },
);
