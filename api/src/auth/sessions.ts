import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { auditDetail, type Session } from "@leca/shared/contracts";
import { HttpError } from "../lib/http-error";
import type { SessionRecord, UserRecord } from "../store/types";
import { sessionBinding, anonymousBinding } from "./csrf";
import { normalizeUsername } from "../lib/username";
import { verifyPassword } from "../services/passwords";
import { CHALLENGE_TTL_SECONDS } from "./tokens";
import { countAttempt, forgetAttempts, rememberDevice } from "./throttle";
import { approximateAddress, userAgentOf } from "./client-info";

/**
 * Signs a token pair for the session and puts it in the cookies. `tfa`: whether this session
 * was signed in with two-factor (or turned it on itself); the refresh token carries it on, so a
 * refresh never takes it from the account (an older session would pass REQUIRE_2FA after the
 * owner turned two-factor on).
 */
function issue(
  app: FastifyInstance,
  reply: FastifyReply,
  user: UserRecord,
  session: SessionRecord,
  tfa: boolean,
): Session {
  const access = app.jwt.access.sign({
    typ: "access",
    sub: user.id,
    role: user.role,
    sid: session.id,
    tfa,
  });
  const refresh = app.jwt.refresh.sign({
    typ: "refresh",
    sub: user.id,
    sid: session.id,
    jti: session.currentJti,
    tfa,
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
 * Attempts are counted before the password is checked, per account and address, per address
 * and per known device (throttle.ts): never per account alone, which anyone could exhaust.
 * Every outcome goes to the audit log, with the name that was tried and the request's address.
 */
export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { username: string; password: string },
): Promise<Session> {
  const { store } = app;
  const username = normalizeUsername(credentials.username);
  const failed = (detail: string) =>
    app.audit.record({
      action: "sign-in-failed",
      by: { username, address: request.ip },
      detail,
    });
  const user = await store.users.findByUsername(username);
  await countAttempt(app, request, user, failed);
  if (!user) {
    await failed(auditDetail("unknown-username"));
    throw new HttpError(401, "LOGIN_FAILED", "login.general", {
      fields: { username: "login.usernameUnknown" },
    });
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    await failed(auditDetail("wrong-password"));
    throw new HttpError(401, "LOGIN_FAILED", "login.general", {
      fields: { password: "login.passwordWrong" },
    });
  }
  if (user.totp) {
    // The password step passed; the authenticator's code finishes it (completeTwoFactorLogin).
    // Attempts are not forgotten yet: wrong codes count toward the same waits.
    reply.setCookie(
      app.cookieNames.challenge,
      app.jwt.challenge.sign({ typ: "challenge", sub: user.id }),
      { ...app.cookieOptions("httpOnly", CHALLENGE_TTL_SECONDS), sameSite: "strict" },
    );
    throw new HttpError(401, "TWO_FACTOR_REQUIRED", "login.codeRequired");
  }
  return startSession(app, request, reply, user);
}

/** A sign-in that passed every step: the count cleared, a session made, the cookies set. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
  detail?: string,
): Promise<Session> {
  const { store, config } = app;
  const now = app.now();
  await forgetAttempts(app, request, user);
  rememberDevice(app, request, reply, user);
  const session = await store.sessions.create({
    id: crypto.randomUUID(),
    userId: user.id,
    currentJti: crypto.randomUUID(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + config.tokens.refreshTtl * 1000),
    userAgent: userAgentOf(request),
    address: approximateAddress(request.ip),
  });
  await app.audit.record({
    action: "sign-in",
    by: { username: user.username, address: request.ip },
    ...(detail ? { detail } : {}),
  });
  return issue(app, reply, user, session, user.totp !== null);
}

/**
 * Signs the current session's cookies again for a changed user (two-factor turned on or off),
 * so the access token says so without a new sign-in.
 */
export async function reissue(
  app: FastifyInstance,
  reply: FastifyReply,
  user: UserRecord,
  sid: string,
  tfa: boolean,
) {
  const session = await app.store.sessions.get(sid);
  if (!session) throw sessionEnded();
  return issue(app, reply, user, session, tfa);
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
  // What the session proved when it began, never what the account has now; an authenticator
  // removed since (the CLI's lost-phone reset) takes it back.
  return issue(app, reply, user, result.session, claims.tfa === true && user.totp !== null);
}

export async function logout(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const claims = app.readRefreshToken(request);
  const sid = claims?.sid ?? request.accessSessionId();
  if (sid) {
    // Who signs out: the access token's admin, even once it has expired (the refresh cookie is
    // not sent here: it goes to /api/token/refresh only), else the refresh token's.
    const userId = request.accessUserId() ?? claims?.sub;
    const actor =
      (await request.username()) ??
      (userId ? ((await app.store.users.findById(userId))?.username ?? null) : null);
    await app.store.sessions.revoke(sid, app.now());
    await app.audit.record({ action: "sign-out", by: { username: actor, address: request.ip } });
  }
  app.clearSessionCookies(reply);
  anonymousBinding(reply, app.cookieNames.anon, app.cookieOptions("httpOnly"));
}
