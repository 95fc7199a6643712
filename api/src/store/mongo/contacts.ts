import { trusted } from "mongoose";
import type { ContactRecord, ContactStore, NewContact } from "../types";
import type { ContactDoc, Models } from "./models";

/** Keeps one runaway error message from bloating every contact document. */
const MAX_ERROR_LENGTH = 500;

function toContact(doc: ContactDoc): ContactRecord {
  return {
    id: doc._id,
    fields: { ...doc.fields },
    createdAt: doc.createdAt,
    read: doc.read,
    mailStatus: doc.mailStatus,
    mailAttempts: doc.mailAttempts,
    mailNextAttemptAt: doc.mailNextAttemptAt ?? null,
    mailLeaseUntil: doc.mailLeaseUntil ?? null,
    mailSentAt: doc.mailSentAt ?? null,
    mailLastError: doc.mailLastError ?? null,
  };
}

export function mongoContactStore({ contacts }: Models): ContactStore {
  return {
    async insert(contact: NewContact) {
      const doc: ContactDoc = {
        _id: contact.id,
        fields: { ...contact.fields },
        createdAt: contact.createdAt,
        read: false,
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

    async list(offset: number, limit: number) {
      // MongoDB reads limit(0) as "no limit"; an empty page needs no query.
      const page = async () => {
        if (limit < 1) return [];
        return contacts
          .find()
          .sort({ createdAt: -1, _id: -1 })
          .skip(Math.max(0, offset))
          .limit(limit)
          .lean();
      };
      const [docs, total, unread] = await Promise.all([
        page(),
        contacts.countDocuments(),
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
