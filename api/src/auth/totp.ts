import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/**
 * TOTP (RFC 6238) as authenticator apps expect it: SHA-1, six digits, 30-second steps, a 160-bit
 * secret; a code is accepted one step early or late (clocks drift). The secret is kept sealed
 * (AES-256-GCM under a key derived from JWT_SECRET), so a copy of the database alone does not
 * give anyone the codes; rotating JWT_SECRET therefore also asks every admin to enrol again.
 */

const ISSUER = "LECA Gulf dashboard";
const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;

const totpOf = (secret: string, username: string) =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What an authenticator app scans: the otpauth:// address, and it as a QR code (SVG). */
export async function enrolment(secret: string, username: string) {
  const uri = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

/**
 * The time step a six-digit code is good for now (one step of drift either way), or null. The
 * caller still has to check the step was not used before (UserStore.useTotpStep).
 */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, "").validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator shows for a time (tests, and nothing else, need to make one). */
export const codeAt = (secret: string, at: Date) =>
  totpOf(secret, "").generate({ timestamp: at.getTime() });

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

export const hashRecoveryCode = (code: string) =>
  crypto.createHash("sha256").update(normalizeRecovery(code)).digest("base64url");

/** Ten one-time codes, 10 characters of base32 each (50 bits), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const raw = new Secret({ size: 7 }).base32.slice(0, 10).toLowerCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** Whether what was typed looks like a recovery code rather than a six-digit code. */
export const isRecoveryCode = (code: string) => normalizeRecovery(code).length === 10;

// Sealing lives in lib/seal.ts, beside the backups that record which key sealed what.
export { seal, sealingKeyId, unseal } from "../lib/seal";
