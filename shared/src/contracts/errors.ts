import * as z from "./zod";

/**
 * Every error reply has this shape. `code` is machine-readable; `message` is already in the
 * caller's language (from Accept-Language); `fieldErrors` maps a form field to its own code and
 * message so a form can show each error on the field it belongs to.
 */
export const fieldErrorSchema = z.object({ code: z.string(), message: z.string() });
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), fieldErrorSchema).optional(),
  /** Extra facts a client can act on, e.g. the current version after a stale write. */
  details: z.record(z.string(), z.unknown()).optional(),
  /** The request's id, as in X-Request-Id and the server's log: what to quote in a report. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type FieldErrors = NonNullable<ApiErrorBody["fieldErrors"]>;

/** Top-level error codes. Field-level codes are message keys (see locales/<lang>/errors.json). */
export const ERROR_CODES = {
  validation: "VALIDATION_FAILED",
  loginFailed: "LOGIN_FAILED",
  accountLocked: "ACCOUNT_LOCKED",
  /** The password was right; the authenticator's code comes next (POST /api/login/2fa/). */
  twoFactorRequired: "TWO_FACTOR_REQUIRED",
  /** REQUIRE_2FA, and this admin has no authenticator yet: only enrolment is open. */
  twoFactorSetupRequired: "TWO_FACTOR_SETUP_REQUIRED",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  csrf: "CSRF_FAILED",
  crossSite: "CROSS_SITE_REQUEST",
  notFound: "NOT_FOUND",
  staleWrite: "STALE_WRITE",
  slugTaken: "SLUG_TAKEN",
  mediaInUse: "MEDIA_IN_USE",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unsupportedMedia: "UNSUPPORTED_MEDIA_TYPE",
  rateLimited: "RATE_LIMITED",
  unavailable: "SERVICE_UNAVAILABLE",
  internal: "INTERNAL_ERROR",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
