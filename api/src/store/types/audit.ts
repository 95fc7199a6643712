// The audit log: append-only (no update, no delete but the retention's prune).
import type { AuditAction, AuditTargetType } from "@leca/shared/contracts";

export interface AuditRecord {
  id: string;
  at: Date;
  action: AuditAction;
  actor: string | null;
  address: string | null;
  targetType: AuditTargetType | null;
  targetId: string | null;
  targetLabel: string | null;
  detail: string | null;
}

export interface AuditListQuery {
  action?: AuditAction;
  /** Exact username (as stored: lower case). */
  actor?: string;
  /** Inclusive bounds on `at`. */
  from?: Date;
  to?: Date;
  /** The last entry of the page before: this page starts after it (newest first). */
  after?: { at: Date; id: string };
  limit: number;
}

export interface AuditStore {
  append(entry: AuditRecord): Promise<void>;
  /** Newest first (`at`, then `id`, both descending). */
  list(query: AuditListQuery): Promise<AuditRecord[]>;
  /** Deletes entries older than `before`; returns how many. The only way an entry leaves. */
  prune(before: Date): Promise<number>;
}
