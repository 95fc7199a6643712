import { trusted, type PipelineStage } from "mongoose";
import type { NewSession, RotateResult, SessionRecord, SessionStore } from "../types";
import type { Models, SessionDoc } from "./models";

function toSession(doc: SessionDoc): SessionRecord {
  return {
    id: doc._id,
    userId: doc.userId,
    currentJti: doc.currentJti,
    previousJti: doc.previousJti ?? null,
    rotatedAt: doc.rotatedAt ?? null,
    createdAt: doc.createdAt,
    lastUsedAt: doc.lastUsedAt,
    expiresAt: doc.expiresAt,
    revokedAt: doc.revokedAt ?? null,
  };
}

type Decision = "rotated" | "grace" | "reused" | "revoked";

/** What rotate() decides from the family as it was; rotationPipeline() applies the same rules. */
function decide(before: SessionDoc, presentedJti: string, now: Date, graceMs: number): Decision {
  if (before.revokedAt) return "revoked";
  if (before.currentJti === presentedJti) return "rotated";
  const inGrace =
    before.previousJti === presentedJti &&
    before.graceUsed !== true &&
    before.rotatedAt != null &&
    now.getTime() - before.rotatedAt.getTime() <= graceMs;
  return inGrace ? "grace" : "reused";
}

/**
 * One pipeline stage, so every field is computed from the family as it was before this call and
 * two concurrent rotations are serialised by the document lock. Token ids are wrapped in $literal:
 * a string starting with "$" would otherwise be read as a field path.
 */
function rotationPipeline(
  presentedJti: string,
  newJti: string,
  now: Date,
  graceMs: number,
): PipelineStage[] {
  const live = { $ne: [{ $type: "$revokedAt" }, "date"] };
  const presented = { $literal: presentedJti };
  const rotates = { $and: [live, { $eq: ["$currentJti", presented] }] };
  // The replaced token is served once (a second tab); documents from before graceUsed existed
  // have no such field, which counts as unused.
  const inGrace = {
    $and: [
      live,
      { $eq: ["$previousJti", presented] },
      { $ne: ["$graceUsed", true] },
      { $eq: [{ $type: "$rotatedAt" }, "date"] },
      { $lte: [{ $subtract: [now, "$rotatedAt"] }, graceMs] },
    ],
  };
  return [
    {
      $set: {
        currentJti: { $cond: [rotates, { $literal: newJti }, "$currentJti"] },
        previousJti: { $cond: [rotates, "$currentJti", "$previousJti"] },
        rotatedAt: { $cond: [rotates, now, "$rotatedAt"] },
        lastUsedAt: { $cond: [{ $or: [rotates, inGrace] }, now, "$lastUsedAt"] },
        graceUsed: { $cond: [rotates, false, { $cond: [inGrace, true, "$graceUsed"] }] },
        revokedAt: { $cond: [{ $or: [{ $not: [live] }, rotates, inGrace] }, "$revokedAt", now] },
      },
    },
  ];
}

export function mongoSessionStore({ sessions }: Models): SessionStore {
  return {
    async create(session: NewSession) {
      const doc: SessionDoc = {
        _id: session.id,
        userId: session.userId,
        currentJti: session.currentJti,
        previousJti: null,
        rotatedAt: null,
        createdAt: session.createdAt,
        lastUsedAt: session.createdAt,
        expiresAt: session.expiresAt,
        revokedAt: null,
        graceUsed: false,
        userAgent: session.userAgent ?? null,
        address: session.address ?? null,
      };
      await sessions.create(doc);
      return toSession(doc);
    },

    async get(id: string) {
      const doc = await sessions.findOne({ _id: id }).lean();
      return doc ? toSession(doc) : null;
    },

    async isLive(id: string) {
      return (await sessions.exists({ _id: id, revokedAt: null })) !== null;
    },

    async rotate(
      id: string,
      presentedJti: string,
      newJti: string,
      now: Date,
      graceMs: number,
    ): Promise<RotateResult> {
      // The document as it was is what the pipeline decided on, so deciding again from it here
      // gives the same answer without storing the outcome.
      const before = await sessions
        .findOneAndUpdate({ _id: id }, rotationPipeline(presentedJti, newJti, now, graceMs), {
          returnDocument: "before",
          updatePipeline: true,
        })
        .lean();
      if (!before) return { kind: "missing" };
      const session = toSession(before);
      const decision = decide(before, presentedJti, now, graceMs);
      switch (decision) {
        case "rotated":
          return {
            kind: "rotated",
            session: {
              ...session,
              currentJti: newJti,
              previousJti: session.currentJti,
              rotatedAt: now,
              lastUsedAt: now,
            },
          };
        case "grace":
          return { kind: "grace", session: { ...session, lastUsedAt: now } };
        default:
          return { kind: decision };
      }
    },

    async revoke(id: string, now: Date) {
      // The first revocation time is kept.
      await sessions.updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: now } });
    },

    async revokeAllForUser(userId: string, now: Date) {
      const result = await sessions.updateMany(
        { userId, revokedAt: null },
        { $set: { revokedAt: now } },
      );
      return result.modifiedCount;
    },
    async listForUser(userId: string, now: Date) {
      const docs = await sessions
        .find({ userId, revokedAt: null, expiresAt: trusted({ $gt: now }) })
        .sort({ lastUsedAt: -1, _id: 1 })
        .lean();
      return docs.map((doc) => ({
        id: doc._id,
        createdAt: doc.createdAt,
        lastUsedAt: doc.lastUsedAt,
        userAgent: doc.userAgent ?? null,
        address: doc.address ?? null,
      }));
    },
    async revokeAllForUserExcept(userId: string, keepId: string, now: Date) {
      const result = await sessions.updateMany(
        { userId, _id: trusted({ $ne: keepId }), revokedAt: null },
        { $set: { revokedAt: now } },
      );
      return result.modifiedCount;
    },
  };
}
