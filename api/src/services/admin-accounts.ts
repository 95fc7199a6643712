import crypto from "node:crypto";
import type { Store, UserRecord } from "../store/types";
import { ConfigError } from "../config";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";

export const normalizeUsername = (username: string) => username.trim().toLowerCase();
export const randomPassword = () => crypto.randomBytes(18).toString("base64url");

export type AccountOutcome =
  | { kind: "created"; user: UserRecord; password: string; generated: boolean }
  | { kind: "reset"; user: UserRecord }
  | { kind: "unchanged"; user: UserRecord };

/** Creates the admin, or gives an existing one this password (revoking its sessions). */
export async function setAdmin(store: Store, username: string, password: string, now = new Date()) {
  const problem = passwordProblem(password);
  if (problem) throw new ConfigError("ADMIN_PASSWORD", problem);
  const name = normalizeUsername(username);
  const existing = await store.users.findByUsername(name);
  if (!existing) {
    const user = await store.users.create({
      id: crypto.randomUUID(),
      username: name,
      passwordHash: await hashPassword(password),
      role: "admin",
      createdAt: now,
    });
    return { kind: "created", user, password, generated: false } satisfies AccountOutcome;
  }
  // Same password as before: keep sessions, so restarting with the same env logs nobody out.
  if (await verifyPassword(existing.passwordHash, password)) {
    await store.users.resetLoginAttempts(existing.id);
    return { kind: "unchanged", user: existing } satisfies AccountOutcome;
  }
  await store.users.setPassword(existing.id, await hashPassword(password), now);
  await store.sessions.revokeAllForUser(existing.id, now);
  return { kind: "reset", user: existing } satisfies AccountOutcome;
}

/**
 * At start: ADMIN_USERNAME + ADMIN_PASSWORD create or reset that admin. Without them, a store
 * with no admin gets one with a random password, returned so the caller prints it once.
 * There is never a built-in default password.
 */
export async function ensureAdmin(
  store: Store,
  admin: { username: string | undefined; password: string | undefined },
): Promise<AccountOutcome | null> {
  if (admin.username && admin.password) return setAdmin(store, admin.username, admin.password);
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
