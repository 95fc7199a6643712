import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Session } from "@leca/shared/contracts";
import { HttpError } from "../lib/http-error";
import type { SessionRecord, UserRecord } from "../store/types";
import { sessionBinding, anonymousBinding } from "./csrf";
import { normalizeUsername } from "../lib/username";
import { verifyPassword } from "../services/passwords";

/** Signs a token pair for the session and puts it in the cookies. */
function issue(
  app: FastifyInstance,
  reply: FastifyReply,
  user: UserRecord,
  session: SessionRecord,
): Session {
  const access = app.jwt.access.sign({
    typ: "access",
    sub: user.id,
    role: user.role,
    sid: session.id,
  });
  const refresh = app.jwt.refresh.sign({
    typ: "refresh",
    sub: user.id,
    sid: session.id,
    jti: session.currentJti,
  });
  app.setSessionCookies(reply, { access, refresh });
  reply.csrfBinding = sessionBinding(session.id);
  const accessExpiresAt = new Date(app.now().getTime() + app.config.tokens.accessTtl * 1000);
  return {
    user: { username: user.username, role: user.role },
    accessExpiresAt: accessExpiresAt.toISOString(),
  };
}

/**
 * Login as the spec's messages need it: an unknown name and a wrong password are told apart.
 * Attempts are counted before the password is checked (see UserStore.reserveLoginAttempt).
 * Every outcome goes to the audit log, with the name that was tried and the request's address.
 */
export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { username: string; password: string },
): Promise<Session> {
  const { store, config } = app;
  const username = normalizeUsername(credentials.username);
  const failed = (detail: string) =>
    app.audit.record({
      action: "sign-in-failed",
      by: { username, address: request.ip },
      detail,
    });
  const user = await store.users.findByUsername(username);
  if (!user) {
    await failed("unknown username");
    throw new HttpError(401, "LOGIN_FAILED", "login.general", {
      fields: { username: "login.usernameUnknown" },
    });
  }
  const now = app.now();
  const slot = await store.users.reserveLoginAttempt(
    user.id,
    now,
    config.login.maxFailures,
    config.login.lockoutMs,
  );
  if (!slot.allowed) {
    await failed("account locked");
    const seconds = Math.max(
      1,
      Math.ceil(((slot.lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000),
    );
    throw new HttpError(429, "ACCOUNT_LOCKED", "login.locked", {
      vars: { count: Math.ceil(seconds / 60) },
      headers: { "retry-after": String(seconds) },
    });
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    await failed("wrong password");
    throw new HttpError(401, "LOGIN_FAILED", "login.general", {
      fields: { password: "login.passwordWrong" },
    });
  }
  await store.users.resetLoginAttempts(user.id);
  const session = await store.sessions.create({
    id: crypto.randomUUID(),
    userId: user.id,
    currentJti: crypto.randomUUID(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + config.tokens.refreshTtl * 1000),
  });
  await app.audit.record({
    action: "sign-in",
    by: { username: user.username, address: request.ip },
  });
  return issue(app, reply, user, session);
}

const sessionEnded = () => new HttpError(401, "UNAUTHORIZED", "auth.sessionExpired");

/**
 * Rotates the refresh token. The token just replaced is accepted once more within the grace window
 * (a second tab refreshing at the same time); any other spent token revokes the whole family.
 */
export async function refresh(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> {
  const { store, config } = app;
  const claims = app.readRefreshToken(request);
  if (!claims) throw new HttpError(401, "UNAUTHORIZED", "auth.required");
  const now = app.now();
  const session = await store.sessions.get(claims.sid);
  const idleLimit = (session?.lastUsedAt.getTime() ?? 0) + config.tokens.refreshIdleTtl * 1000;
  if (!session || session.revokedAt || session.expiresAt <= now || idleLimit <= now.getTime()) {
    if (session && !session.revokedAt) await store.sessions.revoke(session.id, now);
    app.clearSessionCookies(reply);
    throw sessionEnded();
  }
  const result = await store.sessions.rotate(
    session.id,
    claims.jti,
    crypto.randomUUID(),
    now,
    config.tokens.reuseGrace * 1000,
  );
  if (result.kind !== "rotated" && result.kind !== "grace") {
    if (result.kind === "reused")
      request.log.warn({ sid: session.id }, "refresh token reuse: session revoked");
    app.clearSessionCookies(reply);
    throw sessionEnded();
  }
  const user = await store.users.findById(result.session.userId);
  if (!user) throw sessionEnded();
  return issue(app, reply, user, result.session);
}

export async function logout(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const claims = app.readRefreshToken(request);
  const sid = claims?.sid ?? request.accessSessionId();
  if (sid) {
    // Who signs out: the access token's admin, or (once it has expired) the refresh token's.
    const actor =
      (await request.username()) ??
      (claims ? ((await app.store.users.findById(claims.sub))?.username ?? null) : null);
    await app.store.sessions.revoke(sid, app.now());
    await app.audit.record({ action: "sign-out", by: { username: actor, address: request.ip } });
  }
  app.clearSessionCookies(reply);
  anonymousBinding(reply, app.cookieNames.anon, app.cookieOptions("httpOnly"));
}
