import type { Db } from "./db";
import { mustDate, toDate } from "./db";
import type { LeadStatus, QuoteRequest } from "@leca/shared/contracts";
import type {
  ContactFilter,
  ContactNoteRecord,
  ContactRecord,
  ContactStore,
  MailStatus,
} from "../types";

interface ContactRow {
  id: string;
  fields: string;
  created_at: number;
  read: number;
  status: LeadStatus;
  status_changed_at: number | null;
  status_changed_by: string | null;
  archived_at: number | null;
  notes: string;
  quote: string | null;
  source: string | null;
  mail_status: MailStatus;
  mail_attempts: number;
  mail_next_attempt_at: number | null;
  mail_lease_until: number | null;
  mail_sent_at: number | null;
  mail_last_error: string | null;
}

interface StoredNote {
  id: string;
  author: string | null;
  text: string;
  createdAt: number;
}

const fromRow = (row: ContactRow): ContactRecord => ({
  id: row.id,
  fields: JSON.parse(row.fields) as ContactRecord["fields"],
  quote: row.quote === null ? null : (JSON.parse(row.quote) as QuoteRequest),
  source: row.source,
  createdAt: mustDate(row.created_at),
  read: row.read === 1,
  status: row.status,
  statusChangedAt: toDate(row.status_changed_at),
  statusChangedBy: row.status_changed_by,
  archivedAt: toDate(row.archived_at),
  notes: (JSON.parse(row.notes) as StoredNote[]).map((note) => ({
    ...note,
    createdAt: mustDate(note.createdAt),
  })),
  mailStatus: row.mail_status,
  mailAttempts: row.mail_attempts,
  mailNextAttemptAt: toDate(row.mail_next_attempt_at),
  mailLeaseUntil: toDate(row.mail_lease_until),
  mailSentAt: toDate(row.mail_sent_at),
  mailLastError: row.mail_last_error,
});

const toStoredNote = (note: ContactNoteRecord): StoredNote => ({
  ...note,
  createdAt: note.createdAt.getTime(),
});

/** The text a search looks in: the sender and their message, one field a line. */
const SEARCHED = ["name", "family", "email", "phone", "message"]
  .map((field) => `coalesce(json_extract(fields, '$.${field}'), '')`)
  .join(" || char(10) || ");

/**
 * The filter as SQL with its parameters. Built from fixed fragments only: every value the
 * caller gave travels as a parameter.
 */
function whereOf(filter: ContactFilter): { sql: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (filter.status) {
    clauses.push("status = ?");
    params.push(filter.status);
  }
  if (filter.quote !== undefined)
    clauses.push(filter.quote ? "quote IS NOT NULL" : "quote IS NULL");
  if (filter.source) {
    clauses.push("substr(source, 1, ?) = ?");
    params.push(filter.source.length, filter.source);
  }
  if (filter.q) {
    // SQLite's own lower() folds ASCII only; casefold() is JavaScript's (Cyrillic too).
    clauses.push(`instr(casefold(${SEARCHED}), ?) > 0`);
    params.push(filter.q.toLowerCase());
  }
  if (filter.from) {
    clauses.push("created_at >= ?");
    params.push(filter.from.getTime());
  }
  if (filter.to) {
    clauses.push("created_at < ?");
    params.push(filter.to.getTime());
  }
  if (filter.archived !== undefined)
    clauses.push(filter.archived ? "archived_at IS NOT NULL" : "archived_at IS NULL");
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

export function sqliteContacts(db: Db): ContactStore {
  db.function("casefold", { deterministic: true }, (text: unknown) =>
    typeof text === "string" ? text.toLowerCase() : null,
  );
  const insert = db.prepare(
    "INSERT INTO contacts (id, fields, quote, source, created_at, mail_status) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const byId = db.prepare<[string], ContactRow>("SELECT * FROM contacts WHERE id = ?");
  const unread = db.prepare<[], { unread: number }>(
    "SELECT coalesce(sum(read = 0), 0) AS unread FROM contacts",
  );
  const setRead = db.prepare("UPDATE contacts SET read = ? WHERE id = ?");
  const setStatus = db.prepare(
    "UPDATE contacts SET status = ?, status_changed_by = ?, status_changed_at = ? WHERE id = ?",
  );
  const setArchived = db.prepare(
    "UPDATE contacts SET archived_at = CASE WHEN ? THEN coalesce(archived_at, ?) END WHERE id = ?",
  );
  // One statement checks the count and appends, so two admins' notes never overwrite each other.
  const addNote = db.prepare(
    `UPDATE contacts SET notes = json_insert(notes, '$[#]', json(?))
     WHERE id = ? AND json_array_length(notes) < ?`,
  );
  const exists = db.prepare<[string], { found: number }>(
    "SELECT 1 AS found FROM contacts WHERE id = ?",
  );
  // One statement picks and leases the oldest due message, so parallel claimers cannot share it.
  const claim = db.prepare<[number, number, number], ContactRow>(
    `UPDATE contacts SET mail_lease_until = ?
     WHERE id = (
       SELECT id FROM contacts
       WHERE mail_status = 'pending'
         AND (mail_next_attempt_at IS NULL OR mail_next_attempt_at <= ?)
         AND (mail_lease_until IS NULL OR mail_lease_until < ?)
       ORDER BY created_at, rowid LIMIT 1)
     RETURNING *`,
  );
  const sent = db.prepare(
    `UPDATE contacts SET mail_status = 'sent', mail_sent_at = ?, mail_attempts = mail_attempts + 1,
       mail_lease_until = NULL, mail_last_error = NULL WHERE id = ?`,
  );
  const retry = db.prepare(
    `UPDATE contacts SET mail_status = ?, mail_next_attempt_at = ?, mail_attempts = mail_attempts + 1,
       mail_lease_until = NULL, mail_last_error = ? WHERE id = ?`,
  );
  // A filter's statements, made once per shape of filter (a handful), not per request.
  const pages = new Map<string, ReturnType<typeof db.prepare<unknown[], ContactRow>>>();
  const counts = new Map<string, ReturnType<typeof db.prepare<unknown[], { total: number }>>>();
  const cached = <S>(cache: Map<string, S>, sql: string, make: () => S): S => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = make();
      cache.set(sql, statement);
    }
    return statement;
  };

  return {
    async insert(contact) {
      insert.run(
        contact.id,
        JSON.stringify(contact.fields),
        contact.quote ? JSON.stringify(contact.quote) : null,
        contact.source ?? null,
        contact.createdAt.getTime(),
        contact.mailStatus,
      );
      return fromRow(byId.get(contact.id)!);
    },
    async list(offset, limit, filter = {}) {
      const where = whereOf(filter);
      const pageSql = `SELECT * FROM contacts ${where.sql} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`;
      const countSql = `SELECT count(*) AS total FROM contacts ${where.sql}`;
      const page = cached(pages, pageSql, () => db.prepare<unknown[], ContactRow>(pageSql));
      const count = cached(counts, countSql, () =>
        db.prepare<unknown[], { total: number }>(countSql),
      );
      // One read transaction: the page, its total and the unread count agree with each other.
      return db.transaction(() => ({
        items: page.all(...where.params, limit, Math.max(0, offset)).map(fromRow),
        total: count.get(...where.params)!.total,
        unread: unread.get()!.unread,
      }))();
    },
    async setRead(id, read) {
      if (setRead.run(read ? 1 : 0, id).changes === 0) return null;
      return fromRow(byId.get(id)!);
    },
    async setStatus(id, status, by, now) {
      if (setStatus.run(status, by, now.getTime(), id).changes === 0) return null;
      return fromRow(byId.get(id)!);
    },
    async setArchived(id, archived, now) {
      if (setArchived.run(archived ? 1 : 0, now.getTime(), id).changes === 0) return null;
      return fromRow(byId.get(id)!);
    },
    async addNote(id, note, max) {
      if (addNote.run(JSON.stringify(toStoredNote(note)), id, max).changes === 1) {
        return { kind: "added", contact: fromRow(byId.get(id)!) };
      }
      return exists.get(id) ? { kind: "full" } : { kind: "missing" };
    },
    async claimNextMail(now, leaseMs) {
      const row = claim.get(now.getTime() + leaseMs, now.getTime(), now.getTime());
      return row ? fromRow(row) : null;
    },
    async markMailSent(id, now) {
      sent.run(now.getTime(), id);
    },
    async markMailRetry(id, error, nextAttemptAt) {
      const status = nextAttemptAt ? "pending" : "failed";
      retry.run(status, nextAttemptAt?.getTime() ?? null, error.slice(0, 500), id);
    },
  };
}
