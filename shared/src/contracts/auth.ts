import * as z from "./zod";
import { langSchema } from "./languages";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

/** Login: the messages for each field come from locales/<lang>/errors.json under "login". */
export const loginBodySchema = z.strictObject({
  username: z
    .string({ error: "login.usernameRequired" })
    .trim()
    .min(1, { error: "login.usernameRequired" })
    .max(100, { error: "login.usernameUnknown" }),
  password: z
    .string({ error: "login.passwordRequired" })
    .min(1, { error: "login.passwordRequired" })
    .max(PASSWORD_MAX, { error: "login.passwordWrong" }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionSchema = z.object({
  user: z.object({ username: z.string(), role: z.enum(["admin", "editor"]) }),
  /** When the access token expires (ISO). Refresh before, or let the client retry on 401. */
  accessExpiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** The signed-in admin, as the dashboard shows and remembers them (GET /api/session/). */
export const adminProfileSchema = z.object({
  username: z.string(),
  role: z.enum(["admin", "editor"]),
  /** The dashboard language this admin chose; null until they choose one. */
  language: langSchema.nullable(),
  /** The company's time zone (COMPANY_TIME_ZONE): the dashboard shows every time in it. */
  timeZone: z.string(),
  /** The largest picture an upload may be (MEDIA_MAX_MB), in bytes: the pickers say it first. */
  mediaMaxBytes: z.number().int().positive(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** PUT /api/session/language/: the dashboard language to remember for this admin. */
export const uiLanguageBodySchema = z.strictObject({
  language: langSchema.nullable(),
});
export type UiLanguageBody = z.infer<typeof uiLanguageBodySchema>;

/**
 * POST /api/session/password/: the signed-in admin changes their own password. The current one
 * is asked for (a stolen session is not enough); the new one follows the CLI's rule
 * (PASSWORD_MIN to PASSWORD_MAX characters), checked by the API.
 */
export const passwordChangeBodySchema = z.strictObject({
  currentPassword: z
    .string({ error: "login.passwordRequired" })
    .min(1, { error: "login.passwordRequired" })
    .max(PASSWORD_MAX, { error: "login.passwordWrong" }),
  newPassword: z.string({ error: "auth.passwordLength" }).max(PASSWORD_MAX * 4, {
    error: "auth.passwordLength",
  }),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** One of the signed-in admin's sessions (GET /api/session/sessions/). */
export const ownSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** Read from the browser's User-Agent at sign-in; null when it names none we know. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The network it signed in from (an IPv4 /24 or an IPv6 /48), not the exact address. */
  address: z.string().nullable(),
  /** The session this request belongs to ("this device"). */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;
export const ownSessionListSchema = z.object({ sessions: z.array(ownSessionSchema) });
export type OwnSessionList = z.infer<typeof ownSessionListSchema>;
export const endedSessionsSchema = z.object({ ended: z.int() });

export const isAdminSchema = z.object({ is_admin: z.boolean() });
export type IsAdmin = z.infer<typeof isAdminSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
