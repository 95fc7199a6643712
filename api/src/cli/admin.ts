import { ConfigError, loadConfig } from "../config";
import { openStore } from "../plugins/core";
import { normalizeUsername } from "../lib/username";
import { randomPassword, removeTwoFactor, setAdmin } from "../services/admin-accounts";
import type { Store } from "../store/types";
import { backupCommand } from "./backup";

const USAGE = `Usage: npm run admin -- <command> [username]

  create <username>   create an admin (password from ADMIN_PASSWORD, else a random one is printed)
  reset <username>    set a new password (same rule) and log that admin out everywhere
  two-factor-off <username>
                      turn off that admin's two-factor authentication (a lost phone and lost
                      recovery codes); they log in with the password and can set it up again
  list                list the accounts

  backup [FILE]       write a backup archive (default: a new file in BACKUP_DIR or DATA_DIR/backups);
                      safe while the API runs
  verify FILE         check an archive completely without restoring it
  restore FILE [--replace] [--old-jwt-secret-file FILE]
                      restore an archive into this store (the API stopped); --replace when it
                      holds data (kept aside as a backup first); the old host's JWT_SECRET when
                      this host's differs and admins use two-factor authentication

Uses the same DATA_DIR / MONGODB_URI as the server.`;

async function main(argv: string[]): Promise<number> {
  const [command, username] = argv;
  if (command === "backup" || command === "verify" || command === "restore") {
    return backupCommand(command, argv.slice(1), USAGE);
  }
  const commands = ["create", "reset", "two-factor-off"];
  if (command !== "list" && (!command || !username || !commands.includes(command))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const store = await openStore(config);
  try {
    if (command === "list") {
      for (const user of await store.users.list()) {
        // No lock to show: sign-in waits are per account and address (auth/throttle.ts), none
        // is the account's alone; `reset` lifts them.
        const twoFactor = user.totp ? " (two-factor)" : "";
        process.stdout.write(`${user.username}\t${user.role}${twoFactor}\n`);
      }
      return 0;
    }
    const name = normalizeUsername(username!);
    // Awaited here: the store closes in `finally`, which a returned promise would outrun.
    if (command === "two-factor-off") return await twoFactorOff(store, name);
    const exists = (await store.users.findByUsername(name)) !== null;
    if (command === "create" && exists) {
      console.error(`An account named "${name}" already exists; use reset.`);
      return 1;
    }
    if (command === "reset" && !exists) {
      console.error(`No account named "${name}"; use create.`);
      return 1;
    }
    const given = process.env.ADMIN_PASSWORD;
    const password = given ?? randomPassword();
    await setAdmin(store, name, password);
    process.stdout.write(`${command === "create" ? "Created" : "Reset"} admin "${name}".\n`);
    if (!given) process.stdout.write(`Password (shown once): ${password}\n`);
    return 0;
  } finally {
    await store.close();
  }
}

/** `two-factor-off`: the account's authenticator removed, its sessions ended (audited). */
async function twoFactorOff(store: Store, name: string): Promise<number> {
  if (!(await removeTwoFactor(store, name))) {
    console.error(`No account named "${name}".`);
    return 1;
  }
  process.stdout.write(
    `Two-factor authentication turned off for "${name}"; they have been logged out everywhere.\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  },
);
