import { ConfigError, loadConfig } from "../config";
import { openStore } from "../plugins/core";
import { normalizeUsername } from "../lib/username";
import { randomPassword, setAdmin } from "../services/admin-accounts";

const USAGE = `Usage: npm run admin -- <command> [username]

  create <username>   create an admin (password from ADMIN_PASSWORD, else a random one is printed)
  reset <username>    set a new password (same rule) and sign that admin out everywhere
  list                list the accounts

Uses the same DATA_DIR / MONGODB_URI as the server.`;

async function main(argv: string[]): Promise<number> {
  const [command, username] = argv;
  if (command !== "list" && (!command || !username || !["create", "reset"].includes(command))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const store = await openStore(config);
  try {
    if (command === "list") {
      for (const user of await store.users.list()) {
        const locked = user.lockedUntil && user.lockedUntil > new Date() ? " (locked)" : "";
        process.stdout.write(`${user.username}\t${user.role}${locked}\n`);
      }
      return 0;
    }
    const name = normalizeUsername(username!);
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  },
);
