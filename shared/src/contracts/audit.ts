import * as z from "./zod";
import { isoDateTime, ITEM_KINDS } from "./common";

/**
 * What the audit log records. Sign-ins (and failed ones), sign-outs and password resets say who
 * got in; publishing, unpublishing, editing what is published, restoring, deleting, uploads and
 * builds say what changed on the site; the lead actions and exports say who handled whose personal
 * data.
 */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "password-reset",
  "two-factor-enabled",
  "two-factor-disabled",
  "recovery-codes-renewed",
  /** A two-factor change (on, off, new recovery codes) refused: wrong password or code. */
  "two-factor-change-failed",
  /** The admin changed their own password (the dashboard), or was refused (wrong current one). */
  "password-changed",
  "password-change-failed",
  /** The admin ended one of their sessions, or all the others, from the dashboard. */
  "session-ended",
  "publish",
  "unpublish",
  "delete",
  /** A published item saved (its detail names the fields). */
  "edit-published",
  /** An item brought back to an older save. */
  "restore",
  "upload",
  "build-requested",
  "build-finished",
  "lead-status",
  "lead-note",
  "lead-archived",
  "lead-restored",
  /** The leads exported as CSV (personal data leaving the dashboard), with the filter used. */
  "leads-export",
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: "validation.invalid" });
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an entry is about: an item, a file, a build or an account. */
export const AUDIT_TARGETS = [...ITEM_KINDS, "media", "build", "user", "lead"] as const;
export type AuditTargetType = (typeof AUDIT_TARGETS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: auditActionSchema,
  /** Who acted: an admin's username, the username a failed sign-in tried, or null (the system). */
  actor: z.string().nullable(),
  /** The address the request came from (null for the command line and the system's own jobs). */
  address: z.string().nullable(),
  target: z
    .object({
      type: z.enum(AUDIT_TARGETS),
      id: z.string(),
      /** A name to read: an item's English title, a file's name, a build's reason. */
      label: z.string().nullable(),
    })
    .nullable(),
  /**
   * More about it: why a sign-in failed, how a build ended. A code with parameters
   * (`readAuditDetail`); entries older than the codes hold an English sentence.
   */
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The log's filters; newest first, a page at a time (`cursor` from the page before). */
export const auditQuerySchema = z.strictObject({
  action: auditActionSchema.optional(),
  actor: z.string().trim().max(100).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many days an entry is kept (AUDIT_RETENTION_DAYS). */
  retentionDays: z.int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
