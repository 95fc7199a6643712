import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  auditDetail,
  type Session,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@leca/shared/contracts";
import { HttpError } from "../lib/http-error";
import type { UserRecord } from "../store/types";
import { reissue, startSession } from "./sessions";
import { countAttempt, forgetAttempts } from "./throttle";
import { verifyPassword } from "../services/passwords";
import type { ChallengeClaims } from "./tokens";
import {
  enrolment,
  hashRecoveryCode,
  isRecoveryCode,
  newRecoveryCodes,
  recoveryCodeHashes,
  newTotpSecret,
  seal,
  stepOfCode,
  unseal,
} from "./totp";

// Two-factor sign-in (TOTP): enrolment, turning it off, renewing recovery codes, and the code
// step of a sign-in. The secrets are sealed in the store (totp.ts); every change is audited.

const codeWrong = () =>
  new HttpError(401, "LOGIN_FAILED", "login.codeWrong", { fields: { code: "login.codeWrong" } });
const codeUsed = () =>
  new HttpError(401, "LOGIN_FAILED", "login.codeUsed", { fields: { code: "login.codeUsed" } });

/** What a change to two-factor asks for besides the session: the password, and a code. */
export interface ChangeProof {
  password: string;
  code: string;
}

/**
 * A change to the signed-in admin's two-factor sign-in (on, off, new recovery codes) asks for the
 * password again and a code: a stolen session alone cannot remove or re-arm the second factor.
 * Counted toward the same waits as a sign-in (per account and address, per address), and every
 * refusal is audited; `check` says whether the code is good (null: wrong).
 */
async function proveChange(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRecord,
  proof: ChangeProof,
  what: string,
  check: () => Promise<unknown>,
): Promise<void> {
  const by = await request.actor();
  // `why` arrives coded (the throttle's refusals too): the step is added beside it.
  const refused = (why: string) =>
    app.audit.record({
      action: "two-factor-change-failed",
      by,
      detail: auditDetail("two-factor-refused", { step: what, why: why.split("?")[0] }),
    });
  await countAttempt(app, request, user, refused);
  if (!(await verifyPassword(user.passwordHash, proof.password))) {
    await refused(auditDetail("wrong-password"));
    throw new HttpError(401, "LOGIN_FAILED", "login.passwordWrong", {
      fields: { password: "login.passwordWrong" },
    });
  }
  if (!(await check())) {
    await refused(auditDetail("wrong-code"));
    throw codeWrong();
  }
  await forgetAttempts(app, request, user);
}

/**
 * After a change to how the admin signs in: every other session of theirs ends (an attacker's
 * older one must not outlive it), and this one's cookies say what it now is.
 */
async function endOtherSessions(app: FastifyInstance, userId: string, sid: string) {
  await app.store.sessions.revokeAllForUserExcept(userId, sid, app.now());
}

/** The signed-in admin's account, or 401 (the guards let only a live session this far). */
export async function signedIn(app: FastifyInstance, request: FastifyRequest) {
  const identity = await request.identity();
  const user =
    identity.state === "valid" ? await app.store.users.findById(identity.claims.sub) : null;
  if (identity.state !== "valid" || !user) {
    throw new HttpError(401, "UNAUTHORIZED", "auth.required");
  }
  return { user, sid: identity.claims.sid };
}

/** How a code proved the sign-in, or why it did not ("spent": a recovery code used before). */
type CodeCheck =
  | { ok: true; how: "with-recovery-code" | "with-authenticator-code" }
  | { ok: false; why: "wrong" | "spent" };

/**
 * Whether `code` is good for the user's authenticator now: a six-digit code whose time step was
 * not used before (a code signs in once), or an unused recovery code (used up here). A recovery
 * code of this set used before is told apart ("spent"); only the sign-in's code step says so,
 * after the password step and counted like any other try.
 */
async function checkCode(app: FastifyInstance, user: UserRecord, code: string): Promise<CodeCheck> {
  const totp = user.totp;
  if (!totp) return { ok: false, why: "wrong" };
  if (isRecoveryCode(code)) {
    let spent = false;
    for (const hash of recoveryCodeHashes(code, app.config.secrets.jwt)) {
      const use = await app.store.users.useRecoveryCode(user.id, hash);
      if (use === "accepted") return { ok: true, how: "with-recovery-code" };
      spent ||= use === "spent";
    }
    return { ok: false, why: spent ? "spent" : "wrong" };
  }
  const secret = unseal(totp.secret, app.config.secrets.jwt);
  const step = secret ? stepOfCode(secret, code, app.now()) : null;
  if (step === null || !(await app.store.users.useTotpStep(user.id, step))) {
    return { ok: false, why: "wrong" };
  }
  return { ok: true, how: "with-authenticator-code" };
}

/** checkCode for a change to two-factor: good or not (no more said there). */
const acceptCode = async (app: FastifyInstance, user: UserRecord, code: string) =>
  (await checkCode(app, user, code)).ok;

export async function twoFactorStatus(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TwoFactorStatus> {
  const { user } = await signedIn(app, request);
  return {
    enabled: user.totp !== null,
    required: app.config.login.require2fa,
    recoveryCodesLeft: user.totp?.recoveryCodes.length ?? 0,
  };
}

/** A new secret to scan, kept pending until a code from it confirms it (enableTwoFactor). */
export async function startEnrolment(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TwoFactorSetup> {
  const { user } = await signedIn(app, request);
  if (user.totp) throw new HttpError(409, "VALIDATION_FAILED", "auth.twoFactorAlreadyOn");
  const secret = newTotpSecret();
  await app.store.users.setTotpPending(user.id, seal(secret, app.config.secrets.jwt));
  return enrolment(secret, user.username);
}

/** The first code from the pending secret turns two-factor on; the recovery codes, once. */
export async function enableTwoFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  proof: ChangeProof,
) {
  const { user, sid } = await signedIn(app, request);
  if (user.totp) throw new HttpError(409, "VALIDATION_FAILED", "auth.twoFactorAlreadyOn");
  const secret = user.totpPending && unseal(user.totpPending, app.config.secrets.jwt);
  if (!secret) throw new HttpError(409, "VALIDATION_FAILED", "auth.twoFactorNoSetup");
  let step: number | null = null;
  await proveChange(app, request, user, proof, "turn-on", async () => {
    step = stepOfCode(secret, proof.code, app.now());
    return step !== null;
  });
  if (step === null) throw codeWrong();
  const recoveryCodes = newRecoveryCodes();
  const totp = {
    secret: seal(secret, app.config.secrets.jwt),
    enabledAt: app.now(),
    lastStep: step,
    recoveryCodes: recoveryCodes.map((code) => hashRecoveryCode(code, app.config.secrets.jwt)),
    usedRecoveryCodes: [],
  };
  await app.store.users.setTotp(user.id, totp);
  await app.audit.record({ action: "two-factor-enabled", by: await request.actor() });
  await endOtherSessions(app, user.id, sid);
  await reissue(app, reply, { ...user, totp, totpPending: null }, sid, true);
  return { recoveryCodes };
}

/** Off again, with a current code; not while REQUIRE_2FA asks every admin to keep it. */
export async function disableTwoFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  proof: ChangeProof,
) {
  if (app.config.login.require2fa) {
    throw new HttpError(403, "FORBIDDEN", "auth.twoFactorRequired");
  }
  const { user, sid } = await signedIn(app, request);
  if (!user.totp) return;
  await proveChange(app, request, user, proof, "turn-off", () => acceptCode(app, user, proof.code));
  await app.store.users.setTotp(user.id, null);
  await app.audit.record({ action: "two-factor-disabled", by: await request.actor() });
  await endOtherSessions(app, user.id, sid);
  await reissue(app, reply, { ...user, totp: null }, sid, false);
}

/** A fresh set of recovery codes (the old ones stop working), with a current code. */
export async function renewRecoveryCodes(
  app: FastifyInstance,
  request: FastifyRequest,
  proof: ChangeProof,
) {
  const { user, sid } = await signedIn(app, request);
  if (!user.totp) throw new HttpError(409, "VALIDATION_FAILED", "auth.twoFactorNoSetup");
  await proveChange(app, request, user, proof, "renew-codes", () =>
    acceptCode(app, user, proof.code),
  );
  const recoveryCodes = newRecoveryCodes();
  const current = (await app.store.users.findById(user.id))?.totp ?? user.totp;
  await app.store.users.setTotp(user.id, {
    ...current,
    recoveryCodes: recoveryCodes.map((code) => hashRecoveryCode(code, app.config.secrets.jwt)),
    // The old set is gone: its codes are unknown now, not "used".
    usedRecoveryCodes: [],
  });
  await app.audit.record({ action: "recovery-codes-renewed", by: await request.actor() });
  await endOtherSessions(app, user.id, sid);
  return { recoveryCodes };
}

/**
 * The code step of a sign-in: the password step's challenge cookie (5 minutes), then the code,
 * counted toward the sign-in waits like a password (auth/throttle.ts); a wrong one is audited
 * as a failed sign-in.
 */
export async function completeTwoFactorLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): Promise<Session> {
  const token = request.cookies[app.cookieNames.challenge];
  let claims: ChallengeClaims | null = null;
  try {
    const verified = token ? app.jwt.challenge.verify<ChallengeClaims>(token) : null;
    claims = verified?.typ === "challenge" ? verified : null;
  } catch {
    claims = null;
  }
  const user = claims ? await app.store.users.findById(claims.sub) : null;
  if (!user?.totp) throw new HttpError(401, "UNAUTHORIZED", "login.codeExpired");
  const by = { username: user.username, address: request.ip };
  await countAttempt(app, request, user, (detail) =>
    app.audit.record({ action: "sign-in-failed", by, detail }),
  );
  const checked = await checkCode(app, user, code);
  if (!checked.ok) {
    const spent = checked.why === "spent";
    await app.audit.record({
      action: "sign-in-failed",
      by,
      detail: auditDetail(spent ? "used-recovery-code" : "wrong-code"),
    });
    throw spent ? codeUsed() : codeWrong();
  }
  reply.clearCookie(app.cookieNames.challenge, app.cookieOptions("httpOnly"));
  return startSession(app, request, reply, user, auditDetail(checked.how));
}
