import { z } from "zod";

/** One backup run of the API's schedule: when it ended, and how. */
export const backupRunSchema = z.object({
  at: z.string(),
  ok: z.boolean(),
  /** The archive's file name in BACKUP_DIR (a success), or null. */
  file: z.string().nullable(),
  bytes: z.int().nullable(),
  /** Why it failed, in the words of the error; null for a success. */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/**
 * The scheduled backups as the desk shows them. `warning`: "failed" (the last run failed),
 * "stale" (the last good one is older than two periods), "never" (scheduled, none made yet),
 * "off" (BACKUP_DIR is not set), or null when all is well.
 */
export const backupStatusSchema = z.object({
  scheduled: z.boolean(),
  everyMs: z.int(),
  keep: z.int(),
  last: backupRunSchema.nullable(),
  lastSuccessAt: z.string().nullable(),
  warning: z.enum(["failed", "stale", "never", "off"]).nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
