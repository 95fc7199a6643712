import * as z from "./zod";

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238). After the password, an account
 * with an authenticator answers 401 TWO_FACTOR_REQUIRED; POST /api/login/2fa/ with the app's
 * six-digit code (or a one-time recovery code) then signs in.
 */
export const twoFactorCodeSchema = z.strictObject({
  code: z
    .string({ error: "login.codeRequired" })
    .trim()
    .min(1, { error: "login.codeRequired" })
    .max(20, { error: "login.codeWrong" }),
});
export type TwoFactorCode = z.infer<typeof twoFactorCodeSchema>;

/**
 * Turning two-factor on or off and renewing the recovery codes: the code, and the password
 * again (a stolen session alone must not be able to re-arm or remove an admin's second factor).
 */
export const twoFactorChangeSchema = z.strictObject({
  code: twoFactorCodeSchema.shape.code,
  password: z
    .string({ error: "login.passwordRequired" })
    .min(1, { error: "login.passwordRequired" })
    .max(256, { error: "login.passwordWrong" }),
});
export type TwoFactorChange = z.infer<typeof twoFactorChangeSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** REQUIRE_2FA: every admin must enrol before using the dashboard. */
  required: z.boolean(),
  recoveryCodesLeft: z.int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** What the app scans to enrol: the secret, its otpauth:// address and that as a QR code (SVG). */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once: each code signs in once, in place of the app's code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
