import fp from "fastify-plugin";
import path from "node:path";
import { writeFileAtomicSync } from "../lib/atomic-file";
import { ensureAdmin } from "../services/admin-accounts";
import { seedSampleContent } from "../services/seed";

/** Where a generated first admin password is left when stdout is not a terminal. */
export const FIRST_ADMIN_FILE = "first-admin-password.txt";

/** Tests stand in for a terminal here. */
export const output = {
  isTerminal: () => process.stdout.isTTY === true,
  write: (text: string) => process.stdout.write(text),
};

/**
 * The generated first admin password, once. On a terminal it is printed there; otherwise stdout
 * is a log stream (a container's, a service manager's) that many can read and nobody deletes,
 * so it goes to a file only the server's user can read, and stdout says only where.
 */
function announceFirstAdmin(dataDir: string, username: string, password: string) {
  const advice = "Change it with `npm run admin -- reset admin`.";
  if (output.isTerminal()) {
    output.write(
      [
        "",
        "  No admin account existed, so one was created:",
        `    username: ${username}`,
        `    password: ${password}`,
        `  It is shown only this once. ${advice}`,
        "",
      ].join("\n") + "\n",
    );
    return;
  }
  const file = path.join(dataDir, FIRST_ADMIN_FILE);
  writeFileAtomicSync(
    file,
    `username: ${username}\npassword: ${password}\n\n${advice} Then delete this file.\n`,
    0o600,
  );
  output.write(
    `\n  No admin account existed, so one was created: "${username}". Its password is in ${file}\n` +
      `  (readable by this user only). ${advice} Then delete the file.\n\n`,
  );
}

/** Start-up chores that need the whole graph: the admin account, then first-start content. */
export default fp(
  async (app) => {
    app.addHook("onReady", async () => {
      const outcome = await ensureAdmin(app.store, app.config.admin);
      if (outcome?.kind === "created" && outcome.generated) {
        announceFirstAdmin(app.config.dataDir, outcome.user.username, outcome.password);
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
