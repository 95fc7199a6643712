import { auditDetail } from "@leca/shared/contracts";
import crypto from "node:crypto";
import type { Store, UserRecord } from "../store/types";
import { ConfigError } from "../config";
import { normalizeUsername } from "../lib/username";
import { auditRecord, SYSTEM } from "./audit/audit-log";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { signInKeys } from "./rate-limits/sign-in-keys";

export const randomPassword = () => crypto.randomBytes(18).toString("base64url");

export type AccountOutcome =
  | { kind: "created"; user: UserRecord; password: string; generated: boolean }
  | { kind: "reset"; user: UserRecord }
  | { kind: "unchanged"; user: UserRecord }
  /** ADMIN_PASSWORD is the value applied before, and the password was changed since: kept. */
  | { kind: "kept"; user: UserRecord };

async function createAdmin(
  store: Store,
  username: string,
  password: string,
  now: Date,
  fromEnvironment: boolean,
): Promise<AccountOutcome> {
  const passwordHash = await hashPassword(password);
  const user = await store.users.create({
    id: crypto.randomUUID(),
    username: normalizeUsername(username),
    passwordHash,
    role: "admin",
    createdAt: now,
    envPasswordHash: fromEnvironment ? passwordHash : null,
  });
  return { kind: "created", user, password, generated: false };
}

/**
 * Creates the admin, or gives an existing one this password (revoking its sessions); the same
 * password changes nothing and keeps the sessions. From the environment (ADMIN_USERNAME +
 * ADMIN_PASSWORD at start) a value is applied once: the store remembers the hash it wrote
 * (envPasswordHash), so a restart with the same, now stale, value does not undo a later
 * `npm run admin -- reset` (answers "kept"), while a new value still resets the password.
 */
export async function setAdmin(
  store: Store,
  username: string,
  password: string,
  now = new Date(),
  { fromEnvironment = false } = {},
): Promise<AccountOutcome> {
  const problem = passwordProblem(password);
  if (problem) throw new ConfigError("ADMIN_PASSWORD", problem);
  const existing = await store.users.findByUsername(normalizeUsername(username));
  if (!existing) return createAdmin(store, username, password, now, fromEnvironment);
  if (await verifyPassword(existing.passwordHash, password)) {
    // Also adopts an admin made before envPasswordHash existed, or set to this value by the CLI.
    if (fromEnvironment && existing.envPasswordHash !== existing.passwordHash) {
      await store.users.markEnvPassword(existing.id, existing.passwordHash);
    }
    await store.rateLimits.forgetPrefix(signInKeys.accountPrefix(existing.id));
    return { kind: "unchanged", user: existing };
  }
  const applied = fromEnvironment ? existing.envPasswordHash : null;
  if (applied && (await verifyPassword(applied, password))) return { kind: "kept", user: existing };
  await store.users.setPassword(existing.id, await hashPassword(password), now, {
    fromEnvironment,
  });
  await signedOutEverywhere(
    store,
    existing,
    "password-reset",
    auditDetail(fromEnvironment ? "admin-password-at-start" : "command-line"),
    now,
  );
  return { kind: "reset", user: existing };
}

/**
 * At start: ADMIN_USERNAME + ADMIN_PASSWORD create that admin, or reset it to a value not applied
 * before (see setAdmin). Without them, a store with no admin gets one with a random password,
 * returned so the caller prints it once. There is never a built-in default password.
 */
export async function ensureAdmin(
  store: Store,
  admin: { username: string | undefined; password: string | undefined },
): Promise<AccountOutcome | null> {
  if (admin.username && admin.password) {
    return setAdmin(store, admin.username, admin.password, new Date(), { fromEnvironment: true });
  }
  if (admin.username || admin.password) {
    throw new ConfigError(
      admin.username ? "ADMIN_PASSWORD" : "ADMIN_USERNAME",
      "ADMIN_USERNAME and ADMIN_PASSWORD go together",
    );
  }
  const users = await store.users.list();
  if (users.some((user) => user.role === "admin")) return null;
  const password = randomPassword();
  const outcome = await setAdmin(store, "admin", password);
  return { ...outcome, generated: true } as AccountOutcome;
}

/**
 * After a change made on the server to an account (a password reset, an authenticator removed):
 * every session of it ends, and the audit log records it. Not through a request: no one signed
 * in did it, and there is no address.
 */
async function signedOutEverywhere(
  store: Store,
  user: UserRecord,
  action: "password-reset" | "two-factor-disabled",
  detail: string,
  now: Date,
) {
  await store.sessions.revokeAllForUser(user.id, now);
  // Whoever does this on the server is the owner: the account's sign-in waits are lifted.
  await store.rateLimits.forgetPrefix(signInKeys.accountPrefix(user.id));
  await store.audit.append(
    auditRecord(
      { action, by: SYSTEM, target: { type: "user", id: user.id, label: user.username }, detail },
      now,
    ),
  );
}

/**
 * Removes an admin's authenticator (a lost phone and lost recovery codes): they sign in with the
 * password again, and may enrol anew. False when there is no such account.
 */
export async function removeTwoFactor(store: Store, username: string, now = new Date()) {
  const user = await store.users.findByUsername(normalizeUsername(username));
  if (!user) return false;
  await store.users.setTotp(user.id, null);
  await signedOutEverywhere(store, user, "two-factor-disabled", auditDetail("command-line"), now);
  return true;
}
