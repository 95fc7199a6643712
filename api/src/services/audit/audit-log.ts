import crypto from "node:crypto";
import type { AuditAction, AuditEntry, AuditTargetType } from "@leca/shared/contracts";
import { validationError } from "../../lib/http-error";
import { normalizeUsername } from "../../lib/username";
import type { Logger } from "../../lib/logger";
import type { AuditListQuery, AuditRecord, AuditStore } from "../../store/types";

/**
 * Who does something: an admin's username (for a failed sign-in, the name tried) and the address
 * the request came from; both null for the system's own work (the jobs, the command line).
 */
export interface Actor {
  username: string | null;
  address: string | null;
}

export const SYSTEM: Actor = { username: null, address: null };

/** One thing that happened, as the code that did it describes it. */
export interface AuditEvent {
  action: AuditAction;
  by: Actor;
  target?: { type: AuditTargetType; id: string; label?: string | null };
  detail?: string | null;
}

export interface AuditLogDeps {
  store: AuditStore;
  now: () => Date;
  logger: Logger;
  /** How long an entry is kept. */
  retentionDays: number;
}

/** What a page of the log is read with: the filters, and the cursor of the page before. */
export interface AuditPageQuery {
  action?: AuditAction;
  actor?: string;
  from?: Date;
  to?: Date;
  cursor?: string;
  pageSize: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Texts are the log's, not the request's: a username or a title longer than this is cut. */
const MAX_TEXT = 200;
const cut = (text: string | null | undefined) => (text == null ? null : text.slice(0, MAX_TEXT));

let sequence = 0;
/**
 * Ids that sort in the order this process made them (time, then a counter), so entries of one
 * millisecond list in order; the random tail keeps two instances' ids apart.
 */
const entryId = (at: Date) =>
  [
    at.getTime().toString(36).padStart(9, "0"),
    (sequence++ % 36 ** 4).toString(36).padStart(4, "0"),
    crypto.randomUUID().slice(0, 8),
  ].join("-");

/** A cursor names the last entry shown: its time and id, opaque to the client. */
export const encodeCursor = (entry: Pick<AuditRecord, "at" | "id">) =>
  Buffer.from(`${entry.at.getTime()}:${entry.id}`).toString("base64url");

export function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [ms, id] = Buffer.from(cursor, "base64url").toString("utf8").split(/:(.*)/s);
  const at = Number(ms);
  return Number.isSafeInteger(at) && id ? { at: new Date(at), id } : null;
}

/** The stored entry for an event that happened `at`. */
export function auditRecord(event: AuditEvent, at: Date): AuditRecord {
  return {
    id: entryId(at),
    at,
    action: event.action,
    actor: cut(event.by.username),
    address: cut(event.by.address),
    targetType: event.target?.type ?? null,
    targetId: cut(event.target?.id),
    targetLabel: cut(event.target?.label),
    detail: cut(event.detail),
  };
}

export function present(record: AuditRecord): AuditEntry {
  return {
    id: record.id,
    at: record.at.toISOString(),
    action: record.action,
    actor: record.actor,
    address: record.address,
    target:
      record.targetType && record.targetId
        ? { type: record.targetType, id: record.targetId, label: record.targetLabel }
        : null,
    detail: record.detail,
  };
}

/**
 * The audit log: what was done to the site and its accounts, by whom, when and from where.
 * Append-only (the store offers no change; SQLite refuses one). Recording never fails the action
 * it records: a store that cannot take an entry is logged as an error, and the action stands.
 */
export class AuditLog {
  constructor(private readonly deps: AuditLogDeps) {}

  get retentionDays(): number {
    return this.deps.retentionDays;
  }

  async record(event: AuditEvent): Promise<void> {
    const entry = auditRecord(event, this.deps.now());
    try {
      await this.deps.store.append(entry);
    } catch (error) {
      this.deps.logger.error({ err: error, audit: entry }, "audit entry not stored");
    }
  }

  /** A page, newest first; `nextCursor` is null on the last one. */
  async page(query: AuditPageQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    // A cursor from elsewhere would start the page anywhere.
    if (after === null) throw validationError({ cursor: "validation.invalid" });
    const list: AuditListQuery = {
      ...(query.action ? { action: query.action } : {}),
      // Stored as the sign-in form normalises it: "Admin " finds "admin".
      ...(query.actor ? { actor: normalizeUsername(query.actor) } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...(after ? { after } : {}),
      // One more than the page: whether another page follows, without counting them all.
      limit: query.pageSize + 1,
    };
    const records = await this.deps.store.list(list);
    const shown = records.slice(0, query.pageSize);
    const last = shown.at(-1);
    return {
      entries: shown.map(present),
      nextCursor: records.length > query.pageSize && last ? encodeCursor(last) : null,
    };
  }

  /** Deletes what is older than the retention allows; returns how many went. */
  async prune(): Promise<number> {
    const before = new Date(this.deps.now().getTime() - this.deps.retentionDays * DAY_MS);
    return this.deps.store.prune(before);
  }
}
