// Contact-form messages (the inbox) and their mail status.
import type { LeadStatus, QuoteRequest } from "@leca/shared/contracts";

export type MailStatus = "pending" | "sent" | "failed" | "disabled";

export interface ContactNoteRecord {
  id: string;
  /** The admin's username when the note was written. */
  author: string | null;
  text: string;
  createdAt: Date;
}

export interface ContactRecord {
  id: string;
  fields: {
    name: string;
    family: string;
    continent: string;
    country: string;
    city: string;
    address: string;
    "postal-code": string;
    "how-to-contact": "email" | "phone" | "whatsapp";
    email: string;
    phone: string;
    message: string;
  };
  /** A calculator's result the visitor asked a quote for, as fields; null for a plain message. */
  quote: QuoteRequest | null;
  /** The site path the visitor wrote from, when the form sent one. */
  source: string | null;
  createdAt: Date;
  read: boolean;
  /** The lead: "new" until an admin moves it; who did and when (null until then). */
  status: LeadStatus;
  statusChangedAt: Date | null;
  statusChangedBy: string | null;
  /** When an admin archived the lead (it leaves the inbox's default list), or null. */
  archivedAt: Date | null;
  /** Internal notes, oldest first; only ever appended. */
  notes: ContactNoteRecord[];
  mailStatus: MailStatus;
  mailAttempts: number;
  mailNextAttemptAt: Date | null;
  mailLeaseUntil: Date | null;
  mailSentAt: Date | null;
  mailLastError: string | null;
}

export type NewContact = Pick<ContactRecord, "id" | "fields" | "createdAt" | "mailStatus"> &
  Partial<Pick<ContactRecord, "quote" | "source">>;

/** The inbox's filters; every one that is set must match. */
export interface ContactFilter {
  status?: LeadStatus;
  /** true: quote requests only; false: messages without a quote only. */
  quote?: boolean;
  /** A path prefix of the message's source. */
  source?: string;
  /** Found, in any letter case, in the name, family name, email, phone or message. */
  q?: string;
  /** createdAt >= from */
  from?: Date;
  /** createdAt < to */
  to?: Date;
  /** true: archived leads only; false: those not archived; unset: both. */
  archived?: boolean;
}

export type AddNoteResult =
  | { kind: "added"; contact: ContactRecord }
  /** The message already holds `max` notes. */
  | { kind: "full" }
  | { kind: "missing" };

export interface ContactStore {
  insert(contact: NewContact): Promise<ContactRecord>;
  /**
   * Newest first. `total` counts the messages the filter matches; `unread` counts every unread
   * message, filtered or not (the inbox's "N unread").
   */
  list(
    offset: number,
    limit: number,
    filter?: ContactFilter,
  ): Promise<{ items: ContactRecord[]; total: number; unread: number }>;
  setRead(id: string, read: boolean): Promise<ContactRecord | null>;
  /** Sets the lead status and records who set it and when (also when it was already that). */
  setStatus(
    id: string,
    status: LeadStatus,
    by: string | null,
    now: Date,
  ): Promise<ContactRecord | null>;
  /** Archives the lead at `now` (a second archive keeps the first time), or restores it (null). */
  setArchived(id: string, archived: boolean, now: Date): Promise<ContactRecord | null>;
  /** Appends a note, atomically, unless the message holds `max` notes already. */
  addNote(id: string, note: ContactNoteRecord, max: number): Promise<AddNoteResult>;
  /**
   * The outbox: takes one pending message that is due and not leased, and leases it until
   * now + leaseMs, atomically, so two workers never send the same message.
   */
  claimNextMail(now: Date, leaseMs: number): Promise<ContactRecord | null>;
  markMailSent(id: string, now: Date): Promise<void>;
  /** Records a failed try; `nextAttemptAt` null means give up (status "failed"). */
  markMailRetry(id: string, error: string, nextAttemptAt: Date | null): Promise<void>;
}
