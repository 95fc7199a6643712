import { trusted } from "mongoose";
import type { AttemptPolicy, RateLimitStore, RateLimitWindow } from "../types";
import { isDuplicateKey } from "./duplicate-key";
import type { Models, RateLimitDoc } from "./models";

const toWindow = (doc: RateLimitDoc): RateLimitWindow => ({
  count: doc.count,
  resetAt: doc.resetAt,
});

export function mongoRateLimitStore({ rateLimits }: Models): RateLimitStore {
  /**
   * One document write decides, in an update pipeline: a live window counts up and keeps its
   * end, an ended or missing one (a missing resetAt compares below any date) restarts at 1.
   */
  const hitOnce = (key: string, now: Date, until: Date) => {
    const live = { $gt: ["$resetAt", now] };
    return rateLimits
      .findOneAndUpdate(
        { _id: key },
        [
          {
            $set: {
              count: { $cond: [live, { $add: ["$count", 1] }, 1] },
              resetAt: { $cond: [live, "$resetAt", until] },
            },
          },
        ],
        { upsert: true, returnDocument: "after", updatePipeline: true },
      )
      .lean();
  };

  /**
   * attempt() as one pipeline on the key's document (so parallel attempts are serialised by its
   * lock): a live wait changes nothing; otherwise the attempt is counted (from 1 once the window
   * ended) and, from the last free one on, starts the next wait (attempt-wait.ts in the pipeline).
   */
  const attemptOnce = (key: string, now: Date, policy: AttemptPolicy) => {
    const live = { $gt: ["$resetAt", now] };
    const waitMs = {
      $min: [
        policy.maxWaitMs,
        {
          $multiply: [
            policy.firstWaitMs,
            { $pow: [2, { $min: [{ $subtract: ["$count", policy.free] }, 30] }] },
          ],
        },
      ],
    };
    return rateLimits
      .findOneAndUpdate(
        { _id: key },
        [
          { $set: { waiting: { $and: [live, { $gt: ["$waitUntil", now] }] } } },
          {
            $set: {
              count: {
                $cond: ["$waiting", "$count", { $cond: [live, { $add: ["$count", 1] }, 1] }],
              },
            },
          },
          {
            $set: {
              waitUntil: {
                $cond: [
                  "$waiting",
                  "$waitUntil",
                  { $cond: [{ $gte: ["$count", policy.free] }, { $add: [now, waitMs] }, null] },
                ],
              },
              resetAt: {
                $cond: ["$waiting", "$resetAt", new Date(now.getTime() + policy.windowMs)],
              },
            },
          },
        ],
        { upsert: true, returnDocument: "after", updatePipeline: true },
      )
      .lean();
  };

  return {
    async attempt(key, now, policy) {
      let doc: RateLimitDoc | null = null;
      try {
        doc = await attemptOnce(key, now, policy);
      } catch (error) {
        if (!isDuplicateKey(error, "_id")) throw error;
      }
      doc ??= await attemptOnce(key, now, policy);
      if (!doc) throw new Error(`sign-in attempts ${key}: the upsert returned no document`);
      return {
        allowed: doc.waiting !== true,
        count: doc.count,
        waitUntil: doc.waitUntil ?? null,
      };
    },
    async forget(key) {
      await rateLimits.deleteOne({ _id: key });
    },
    async forgetPrefix(prefix) {
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const result = await rateLimits.deleteMany({ _id: trusted({ $regex: `^${escaped}` }) });
      return result.deletedCount;
    },
    async hit(key, now, windowMs) {
      const until = new Date(now.getTime() + windowMs);
      try {
        const doc = await hitOnce(key, now, until);
        if (doc) return toWindow(doc);
      } catch (error) {
        // Two first hits upserted at once: the loser's insert clashes on _id; the document now
        // exists, so the retry is a plain update.
        if (!isDuplicateKey(error, "_id")) throw error;
      }
      const doc = await hitOnce(key, now, until);
      if (!doc) throw new Error(`rate limit ${key}: the upsert returned no document`);
      return toWindow(doc);
    },
    async peek(key, now) {
      const doc = await rateLimits.findOne({ _id: key, resetAt: trusted({ $gt: now }) }).lean();
      return doc ? toWindow(doc) : null;
    },
    async purgeExpired(now) {
      const result = await rateLimits.deleteMany({ resetAt: trusted({ $lte: now }) });
      return result.deletedCount;
    },
  };
}
