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
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** PUT /api/session/language/: the dashboard language to remember for this admin. */
export const uiLanguageBodySchema = z.strictObject({
  language: langSchema.nullable(),
});
export type UiLanguageBody = z.infer<typeof uiLanguageBodySchema>;

export const isAdminSchema = z.object({ is_admin: z.boolean() });
export type IsAdmin = z.infer<typeof isAdminSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
