import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import { loadConfig, type Config } from "../../src/config";
import { hashPassword } from "../../src/services/passwords";
import type { Role } from "../../src/store/types";

export const ADMIN_PASSWORD = "correct horse battery staple";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app on a fresh SQLite file in a temp folder. No seeding, no builder, no site hosting and
 * no background timers unless the test's env asks for them.
 */
export async function makeApp(
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<TestApp> {
  // A DATA_DIR the test gives is shared (several apps on one file): the test removes it.
  const ownDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "leca-api-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED: "false",
    BUILDER: "off",
    // API-only unless the test asks: inject() resolves `/api/x/../../y` to the site's `/y`.
    SERVE_SITE: "false",
    LOG_LEVEL: "silent",
    // jest compiles modules on the event loop; overload shedding has its own test (overload.test.ts).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    // The app makes this admin at start, as `npm start` does with these variables.
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD,
    ...env,
  });
  const app = await buildApp({ config, logger: false, now: options.now });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createUser(
  app: FastifyInstance,
  username = "admin",
  password = ADMIN_PASSWORD,
  role: Role = "admin",
) {
  // The start-up admin already exists: give it the requested password instead of a clash.
  const existing = await app.store.users.findByUsername(username);
  if (existing) {
    await app.store.users.setPassword(existing.id, await hashPassword(password), new Date());
    return existing;
  }
  return app.store.users.create({
    id: crypto.randomUUID(),
    username,
    passwordHash: await hashPassword(password),
    role,
    createdAt: new Date(),
  });
}
