import fp from "fastify-plugin";
import { BackupSchedule } from "../services/backup/schedule";

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): a role of the jobs lease, so one
 * instance makes them however many run. Without BACKUP_DIR nothing is scheduled; the desk says so.
 */
export default fp(
  async (app) => {
    const { dir, everyMs, keep } = app.config.backups;
    if (!dir) {
      app.log.info("BACKUP_DIR not set: no scheduled backups (npm run admin -- backup makes one)");
      return;
    }
    const schedule = new BackupSchedule({
      config: app.config,
      log: app.log.child({ component: "backups" }),
      now: () => new Date(),
    });
    app.log.info({ backupDir: dir, everyMs, keep }, "scheduled backups");
    app.leader.add({ name: "backups", start: () => schedule.start(), stop: () => schedule.stop() });
    app.addHook("onClose", async () => schedule.stop());
  },
  { name: "backups", dependencies: ["core", "leader"] },
);
