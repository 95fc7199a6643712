import { trusted } from "mongoose";
import type { LeaseRecord, LeaseStore } from "../types";
import { isDuplicateKey } from "./duplicate-key";
import type { LeaseDoc, Models } from "./models";

const toLease = (doc: LeaseDoc): LeaseRecord => ({
  name: doc._id,
  holder: doc.holder,
  acquiredAt: doc.acquiredAt,
  expiresAt: doc.expiresAt,
});

/** A lease released between the take and the read is simply tried again; this bounds that. */
const ATTEMPTS = 3;

export function mongoLeaseStore({ leases }: Models): LeaseStore {
  async function attempt(name: string, holder: string, now: Date, expiresAt: Date) {
    // The holder's own live lease: renewed, keeping the time it was taken.
    const renewed = await leases
      .findOneAndUpdate(
        { _id: name, holder, expiresAt: trusted({ $gt: now }) },
        { $set: { expiresAt } },
        { returnDocument: "after" },
      )
      .lean();
    if (renewed) return renewed;
    try {
      // Free or expired: taken in one document write. When it is someone else's and live, the
      // filter misses and the upsert's insert clashes on _id, which is the answer "held".
      const taken = await leases
        .findOneAndUpdate(
          { _id: name, $or: [{ holder }, { expiresAt: trusted({ $lte: now }) }] },
          { $set: { holder, acquiredAt: now, expiresAt } },
          { upsert: true, returnDocument: "after" },
        )
        .lean();
      if (taken) return taken;
    } catch (error) {
      if (!isDuplicateKey(error, "_id")) throw error;
    }
    return leases.findOne({ _id: name }).lean();
  }

  return {
    async acquire(name, holder, now, ttlMs) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      for (let i = 0; i < ATTEMPTS; i += 1) {
        const doc = await attempt(name, holder, now, expiresAt);
        if (doc) return toLease(doc);
      }
      throw new Error(`lease ${name}: released and taken again too often to read`);
    },
    async release(name, holder) {
      return (await leases.deleteOne({ _id: name, holder })).deletedCount > 0;
    },
    async get(name) {
      const doc = await leases.findOne({ _id: name }).lean();
      return doc ? toLease(doc) : null;
    },
  };
}
