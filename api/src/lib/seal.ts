// Secrets sealed for the store with a key derived from JWT_SECRET (AES-256-GCM).
import crypto from "node:crypto";

const keyOf = (jwtSecret: string) =>
  Buffer.from(crypto.hkdfSync("sha256", jwtSecret, "leca-api", "totp-secret", 32));

/** Seals a secret for the store: iv.tag.ciphertext, base64url. */
export function seal(secret: string, jwtSecret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyOf(jwtSecret), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

/** The secret back, or null when it was sealed under another key (JWT_SECRET changed). */
export function unseal(sealed: string, jwtSecret: string): string | null {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", keyOf(jwtSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * Names the key `seal` uses without giving it away (a hash of the derived key): a backup records
 * it, so a restore on a host with another JWT_SECRET knows the sealed secrets need the old one.
 */
export function sealingKeyId(jwtSecret: string): string {
  return crypto
    .createHash("sha256")
    .update("leca-sealing-key-id:")
    .update(keyOf(jwtSecret))
    .digest("hex")
    .slice(0, 16);
}
