import fp from "fastify-plugin";
import { ensureAdmin } from "../services/admin-accounts";
import { seedSampleContent } from "../services/seed";

/** Start-up chores that need the whole graph: the admin account, then first-start content. */
export default fp(
  async (app) => {
    app.addHook("onReady", async () => {
      const outcome = await ensureAdmin(app.store, app.config.admin);
      if (outcome?.kind === "created" && outcome.generated) {
        // Printed once, to the terminal only: the log stream never carries passwords.
        process.stdout.write(
          [
            "",
            "  No admin account existed, so one was created:",
            `    username: ${outcome.user.username}`,
            `    password: ${outcome.password}`,
            "  It is shown only this once. Change it with `npm run admin -- reset admin`.",
            "",
          ].join("\n") + "\n",
        );
      } else if (outcome?.kind === "kept") {
        app.log.warn(
          { username: outcome.user.username },
          `ADMIN_PASSWORD was NOT applied to "${outcome.user.username}": it is the value applied at an earlier start, and the password was changed since (e.g. by \`npm run admin -- reset\`), which it would undo. Remove ADMIN_PASSWORD from the environment to keep the current password, or set it to a new value to reset the password at the next start.`,
        );
      } else if (outcome) {
        app.log.info({ username: outcome.user.username, outcome: outcome.kind }, "admin account");
      }
      if (app.config.seed) {
        const seeded = await seedSampleContent({
          store: app.store,
          now: () => app.now(),
          dataDir: app.config.dataDir,
          ingest: async (bytes) => (await app.media.ingest(bytes, null)).id,
        });
        if (seeded) app.log.info(seeded, "seeded sample content");
      }
    });
  },
  { name: "bootstrap", dependencies: ["core", "media", "items"] },
);
