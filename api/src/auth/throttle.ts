import { auditDetail } from "@leca/shared/contracts";
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";
import type { AttemptPolicy, UserRecord } from "../store/types";
import { signInKeys } from "../services/rate-limits/sign-in-keys";

/**
 * Sign-in throttling that an attacker cannot turn against the account's owner (issue 46).
 *
 * The spec tells an unknown username from a wrong password, so usernames can be confirmed; a
 * lock per account would then let anyone keep an admin out for ever. Attempts (a password, a
 * two-factor code, the password or code a two-factor change asks for) are instead counted
 *
 *   - per (account, address): LOGIN_MAX_FAILURES free, then a wait of LOGIN_LOCKOUT_MINUTES
 *     before the next one, doubling after each, up to 16 times that;
 *   - per address, whatever the account (unknown usernames too): four times as many free;
 *   - on a known device (a signed cookie from an earlier successful sign-in to this account),
 *     per device only: the attempts of others, from anywhere, never slow it.
 *
 * A successful attempt forgets the counts it was made under. The waits are counted in the
 * store, so every instance sharing it applies them.
 */

/** How long a device stays known after its last successful sign-in. */
export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
/** Where the device cookie goes: the two sign-in steps, nothing else. */
export const DEVICE_COOKIE_PATH = "/api/login";
/** How long a count is kept after its last attempt. */
const COUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The per-address allowance, in multiples of the per-account one. */
const ADDRESS_FACTOR = 4;
/** The longest wait, in multiples of the first. */
const MAX_WAIT_FACTOR = 16;

interface DeviceClaims {
  /** The device's id, kept across sign-ins. */
  d: string;
  /** The account it signed in to, and that account's username (the per-username limit). */
  u: string;
  n: string;
}

const deviceKey = (secret: string) =>
  Buffer.from(crypto.hkdfSync("sha256", secret, "leca-api", "known-device", 32));

const mac = (secret: string, body: string) =>
  crypto.createHmac("sha256", deviceKey(secret)).update(body).digest("base64url");

export function deviceCookieName(app: FastifyInstance): string {
  // __Host- needs Path=/; the cookie is scoped to the sign-in routes, so __Secure- instead.
  return app.config.cookieSecure ? "__Secure-device" : "device";
}

/** The request's known-device cookie, if its signature holds. */
export function readDevice(app: FastifyInstance, request: FastifyRequest): DeviceClaims | null {
  const value = request.cookies[deviceCookieName(app)];
  const [body, signature] = value?.split(".") ?? [];
  if (!body || !signature) return null;
  const expected = Buffer.from(mac(app.config.secrets.jwt, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as DeviceClaims;
    return typeof claims.d === "string" && typeof claims.u === "string" ? claims : null;
  } catch {
    return null;
  }
}

/** Whether the request comes from a device that signed in to the account named `username`. */
export function isKnownDeviceFor(
  app: FastifyInstance,
  request: FastifyRequest,
  username: string,
): boolean {
  return readDevice(app, request)?.n === username;
}

/** After a successful sign-in: the device is known to this account (its id kept if it had one). */
export function rememberDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
) {
  const known = readDevice(app, request);
  const claims: DeviceClaims = { d: known?.d ?? crypto.randomUUID(), u: user.id, n: user.username };
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  reply.setCookie(deviceCookieName(app), `${body}.${mac(app.config.secrets.jwt, body)}`, {
    ...app.cookieOptions("httpOnly", DEVICE_TTL_SECONDS),
    path: DEVICE_COOKIE_PATH,
    sameSite: "strict",
  });
}

interface Counted {
  key: string;
  policy: AttemptPolicy;
  /** What a refusal under this key says: the account's wait, or the address's. */
  kind: "account" | "address";
}

function countsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRecord | null,
): Counted[] {
  const { maxFailures, lockoutMs } = app.config.login;
  const policy = (free: number): AttemptPolicy => ({
    free,
    firstWaitMs: lockoutMs,
    maxWaitMs: lockoutMs * MAX_WAIT_FACTOR,
    windowMs: Math.max(COUNT_WINDOW_MS, lockoutMs * MAX_WAIT_FACTOR * 2),
  });
  const device = user ? readDevice(app, request) : null;
  if (user && device?.u === user.id) {
    return [{ key: signInKeys.device(device.d), policy: policy(maxFailures), kind: "account" }];
  }
  const address = {
    key: signInKeys.address(request.ip),
    policy: policy(maxFailures * ADDRESS_FACTOR),
    kind: "address" as const,
  };
  if (!user) return [address];
  return [
    {
      key: `sign-in|account:${user.id}|${request.ip}`,
      policy: policy(maxFailures),
      kind: "account",
    },
    address,
  ];
}

/**
 * Counts an attempt for `user` (null: a username nobody has) before it is checked. A refused
 * one gets 429 with how long to wait, after `onRefused` (the audit entry).
 */
export async function countAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRecord | null,
  onRefused: (detail: string) => Promise<void>,
): Promise<void> {
  const now = app.now();
  for (const counted of countsFor(app, request, user)) {
    const result = await app.store.rateLimits.attempt(counted.key, now, counted.policy);
    if (result.allowed) continue;
    const seconds = Math.max(
      1,
      Math.ceil(((result.waitUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000),
    );
    const headers = { "retry-after": String(seconds) };
    if (counted.kind === "address") {
      await onRefused(auditDetail("too-many-from-address"));
      throw new HttpError(429, "RATE_LIMITED", "server.rateLimited", {
        vars: { count: seconds },
        headers,
      });
    }
    await onRefused(auditDetail("too-many-tries"));
    throw new HttpError(429, "ACCOUNT_LOCKED", "login.locked", {
      vars: { count: Math.ceil(seconds / 60) },
      headers,
    });
  }
}

/** A successful attempt: the counts it was made under start again. */
export async function forgetAttempts(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRecord,
): Promise<void> {
  for (const { key } of countsFor(app, request, user)) await app.store.rateLimits.forget(key);
}
