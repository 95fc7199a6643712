import { trusted, type QueryFilter } from "mongoose";
import type { QuoteRequest } from "@leca/shared/contracts";
import type { ContactFilter, ContactRecord, ContactStore, NewContact } from "../types";
import type { ContactDoc, Models } from "./models";

/** Keeps one runaway error message from bloating every contact document. */
const MAX_ERROR_LENGTH = 500;

const SEARCHED = ["name", "family", "email", "phone", "message"] as const;

/** A text matched literally inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A stored quote as the record's type: absent optional figures stay absent. */
function toQuote(quote: QuoteRequest | null | undefined): QuoteRequest | null {
  if (!quote) return null;
  const entries = Object.entries(quote).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  const copy = Object.fromEntries(entries) as QuoteRequest;
  return {
    ...copy,
    packs: (quote.packs ?? []).map(({ unit, size, count }) => ({ unit, size, count })),
  };
}

// Documents written before leads existed have no status, notes, quote or source: they read as a
// new lead without notes, a plain message.
function toContact(doc: ContactDoc): ContactRecord {
  return {
    id: doc._id,
    fields: { ...doc.fields },
    quote: toQuote(doc.quote),
    source: doc.source ?? null,
    createdAt: doc.createdAt,
    read: doc.read,
    status: doc.status ?? "new",
    statusChangedAt: doc.statusChangedAt ?? null,
    statusChangedBy: doc.statusChangedBy ?? null,
    // Absent on documents stored before leads could be archived.
    archivedAt: doc.archivedAt ?? null,
    notes: (doc.notes ?? []).map(({ id, author, text, createdAt }) => ({
      id,
      author: author ?? null,
      text,
      createdAt,
    })),
    mailStatus: doc.mailStatus,
    mailAttempts: doc.mailAttempts,
    mailNextAttemptAt: doc.mailNextAttemptAt ?? null,
    mailLeaseUntil: doc.mailLeaseUntil ?? null,
    mailSentAt: doc.mailSentAt ?? null,
    mailLastError: doc.mailLastError ?? null,
  };
}

/** The filter as a query. Every operator is ours (trusted); the caller's values are only values. */
function queryOf(filter: ContactFilter): QueryFilter<ContactDoc> {
  const and: QueryFilter<ContactDoc>[] = [];
  if (filter.status) {
    // Older documents have no status and are new.
    and.push(
      filter.status === "new"
        ? { status: trusted({ $in: ["new", null] }) }
        : { status: filter.status },
    );
  }
  if (filter.quote !== undefined) {
    and.push({ quote: filter.quote ? trusted({ $ne: null }) : null });
  }
  if (filter.source) and.push({ source: trusted({ $regex: `^${literal(filter.source)}` }) });
  if (filter.q) {
    const pattern = literal(filter.q);
    and.push({
      $or: SEARCHED.map((field) => ({
        [`fields.${field}`]: trusted({ $regex: pattern, $options: "i" }),
      })),
    } as QueryFilter<ContactDoc>);
  }
  const createdAt: Record<string, Date> = {};
  if (filter.from) createdAt.$gte = filter.from;
  if (filter.to) createdAt.$lt = filter.to;
  if (Object.keys(createdAt).length > 0) and.push({ createdAt: trusted(createdAt) });
  // null matches a missing field too (documents from before archiving).
  if (filter.archived !== undefined) {
    and.push({ archivedAt: filter.archived ? trusted({ $ne: null }) : null });
  }
  return and.length > 0 ? { $and: and } : {};
}

export function mongoContactStore({ contacts }: Models): ContactStore {
  return {
    async insert(contact: NewContact) {
      const doc: ContactDoc = {
        _id: contact.id,
        fields: { ...contact.fields },
        quote: contact.quote ?? null,
        source: contact.source ?? null,
        createdAt: contact.createdAt,
        read: false,
        status: "new",
        statusChangedAt: null,
        statusChangedBy: null,
        archivedAt: null,
        notes: [],
        mailStatus: contact.mailStatus,
        mailAttempts: 0,
        mailNextAttemptAt: null,
        mailLeaseUntil: null,
        mailSentAt: null,
        mailLastError: null,
      };
      await contacts.create(doc);
      return toContact(doc);
    },

    async list(offset: number, limit: number, filter: ContactFilter = {}) {
      const query = queryOf(filter);
      // MongoDB reads limit(0) as "no limit"; an empty page needs no query.
      const page = async () => {
        if (limit < 1) return [];
        return contacts
          .find(query)
          .sort({ createdAt: -1, _id: -1 })
          .skip(Math.max(0, offset))
          .limit(limit)
          .lean();
      };
      const [docs, total, unread] = await Promise.all([
        page(),
        contacts.countDocuments(query),
        contacts.countDocuments({ read: false }),
      ]);
      return { items: docs.map(toContact), total, unread };
    },

    async setRead(id: string, read: boolean) {
      const doc = await contacts
        .findOneAndUpdate({ _id: id }, { $set: { read } }, { returnDocument: "after" })
        .lean();
      return doc ? toContact(doc) : null;
    },

    async setStatus(id, status, by, now) {
      const doc = await contacts
        .findOneAndUpdate(
          { _id: id },
          { $set: { status, statusChangedBy: by, statusChangedAt: now } },
          { returnDocument: "after" },
        )
        .lean();
      return doc ? toContact(doc) : null;
    },

    async setArchived(id, archived, now) {
      // Archiving keeps the first time: only a lead not archived yet gets `now`.
      const doc = await contacts
        .findOneAndUpdate(
          archived ? { _id: id, archivedAt: null } : { _id: id },
          { $set: { archivedAt: archived ? now : null } },
          { returnDocument: "after" },
        )
        .lean();
      if (doc) return toContact(doc);
      const current = archived ? await contacts.findOne({ _id: id }).lean() : null;
      return current ? toContact(current) : null;
    },

    async addNote(id, note, max) {
      // The count check and the append are one update: a note at index max-1 means it is full.
      const doc = await contacts
        .findOneAndUpdate(
          { _id: id, [`notes.${max - 1}`]: trusted({ $exists: false }) },
          { $push: { notes: note } },
          { returnDocument: "after" },
        )
        .lean();
      if (doc) return { kind: "added", contact: toContact(doc) };
      return (await contacts.exists({ _id: id })) ? { kind: "full" } : { kind: "missing" };
    },

    async claimNextMail(now: Date, leaseMs: number) {
      // Picking and leasing in one findOneAndUpdate: the loser of a race matches the next one.
      const doc = await contacts
        .findOneAndUpdate(
          {
            mailStatus: "pending",
            $and: [
              { $or: [{ mailNextAttemptAt: null }, { mailNextAttemptAt: trusted({ $lte: now }) }] },
              { $or: [{ mailLeaseUntil: null }, { mailLeaseUntil: trusted({ $lt: now }) }] },
            ],
          },
          { $set: { mailLeaseUntil: new Date(now.getTime() + leaseMs) } },
          { sort: { createdAt: 1, _id: 1 }, returnDocument: "after" },
        )
        .lean();
      return doc ? toContact(doc) : null;
    },

    async markMailSent(id: string, now: Date) {
      await contacts.updateOne(
        { _id: id },
        {
          $set: { mailStatus: "sent", mailSentAt: now, mailLeaseUntil: null, mailLastError: null },
          $inc: { mailAttempts: 1 },
        },
      );
    },

    async markMailRetry(id: string, error: string, nextAttemptAt: Date | null) {
      await contacts.updateOne(
        { _id: id },
        {
          $set: {
            mailStatus: nextAttemptAt ? "pending" : "failed",
            mailNextAttemptAt: nextAttemptAt,
            mailLeaseUntil: null,
            mailLastError: error.slice(0, MAX_ERROR_LENGTH),
          },
          $inc: { mailAttempts: 1 },
        },
      );
    },
  };
}
