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

const recoveryKey = (jwtSecret: string) =>
  Buffer.from(crypto.hkdfSync("sha256", jwtSecret, "leca-api", "recovery-code", 32));

/** Characters of base32 in a recovery code: 16 (80 bits); codes made before issue 46 had 10. */
const RECOVERY_LENGTH = 16;
const LEGACY_RECOVERY_LENGTH = 10;

/**
 * What the store keeps of a recovery code: an HMAC keyed from the server's secret ("h1:"), so a
 * copy of the database alone cannot be used to test guesses offline, as a plain hash could.
 */
export const hashRecoveryCode = (code: string, jwtSecret: string) =>
  `h1:${crypto.createHmac("sha256", recoveryKey(jwtSecret)).update(normalizeRecovery(code)).digest("base64url")}`;

/**
 * The stored forms a typed recovery code may have: the HMAC, or for a code of the old length
 * (50 bits, before issue 46) the plain SHA-256 it was stored as then. Those keep working until
 * the admin renews the codes, which replaces them all with new ones.
 */
export function recoveryCodeHashes(code: string, jwtSecret: string): string[] {
  const normalized = normalizeRecovery(code);
  if (normalized.length === RECOVERY_LENGTH) return [hashRecoveryCode(normalized, jwtSecret)];
  if (normalized.length !== LEGACY_RECOVERY_LENGTH) return [];
  return [crypto.createHash("sha256").update(normalized).digest("base64url")];
}

/** Ten one-time codes, 16 characters of base32 each (80 bits), shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const raw = new Secret({ size: 10 }).base32.toLowerCase();
    return raw.match(/.{4}/g)!.join("-");
  });
}

/** Whether what was typed looks like a recovery code rather than a six-digit code. */
export const isRecoveryCode = (code: string) =>
  [RECOVERY_LENGTH, LEGACY_RECOVERY_LENGTH].includes(normalizeRecovery(code).length);

// Sealing lives in lib/seal.ts, beside the backups that record which key sealed what.
export { seal, sealingKeyId, unseal } from "../lib/seal";
