import type { Db } from "./db";
import { mustDate, toDate } from "./db";
import type { ContactRecord, ContactStore, MailStatus } from "../types";

interface ContactRow {
  id: string;
  fields: string;
  created_at: number;
  read: number;
  mail_status: MailStatus;
  mail_attempts: number;
  mail_next_attempt_at: number | null;
  mail_lease_until: number | null;
  mail_sent_at: number | null;
  mail_last_error: string | null;
}

const fromRow = (row: ContactRow): ContactRecord => ({
  id: row.id,
  fields: JSON.parse(row.fields) as ContactRecord["fields"],
  createdAt: mustDate(row.created_at),
  read: row.read === 1,
  mailStatus: row.mail_status,
  mailAttempts: row.mail_attempts,
  mailNextAttemptAt: toDate(row.mail_next_attempt_at),
  mailLeaseUntil: toDate(row.mail_lease_until),
  mailSentAt: toDate(row.mail_sent_at),
  mailLastError: row.mail_last_error,
});

export function sqliteContacts(db: Db): ContactStore {
  const insert = db.prepare(
    "INSERT INTO contacts (id, fields, created_at, mail_status) VALUES (?, ?, ?, ?)",
  );
  const byId = db.prepare<[string], ContactRow>("SELECT * FROM contacts WHERE id = ?");
  const page = db.prepare<[number, number], ContactRow>(
    "SELECT * FROM contacts ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?",
  );
  const totals = db.prepare<[], { total: number; unread: number }>(
    "SELECT count(*) AS total, coalesce(sum(read = 0), 0) AS unread FROM contacts",
  );
  const setRead = db.prepare("UPDATE contacts SET read = ? WHERE id = ?");
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

  return {
    async insert(contact) {
      insert.run(
        contact.id,
        JSON.stringify(contact.fields),
        contact.createdAt.getTime(),
        contact.mailStatus,
      );
      return fromRow(byId.get(contact.id)!);
    },
    async list(offset, limit) {
      const { total, unread } = totals.get()!;
      return { items: page.all(limit, offset).map(fromRow), total, unread };
    },
    async setRead(id, read) {
      if (setRead.run(read ? 1 : 0, id).changes === 0) return null;
      return fromRow(byId.get(id)!);
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
