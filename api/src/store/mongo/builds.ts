import { trusted, type PipelineStage } from "mongoose";
import type { BuildChanges, BuildRecord, BuildStore } from "../types";
import type { BuildDoc, Models } from "./models";

const UNFINISHED: BuildRecord["status"][] = ["queued", "building"];

function toBuild(doc: BuildDoc): BuildRecord {
  return {
    id: doc._id,
    status: doc.status,
    builder: doc.builder,
    reason: doc.reason,
    requestedAt: doc.requestedAt,
    startedAt: doc.startedAt ?? null,
    finishedAt: doc.finishedAt ?? null,
    logTail: doc.logTail ?? "",
    externalId: doc.externalId ?? null,
  };
}

function changeSet(changes: BuildChanges): Partial<BuildDoc> {
  const set: Partial<BuildDoc> = {};
  if (changes.status !== undefined) set.status = changes.status;
  if (changes.reason !== undefined) set.reason = changes.reason;
  if (changes.startedAt !== undefined) set.startedAt = changes.startedAt;
  if (changes.finishedAt !== undefined) set.finishedAt = changes.finishedAt;
  if (changes.logTail !== undefined) set.logTail = changes.logTail;
  if (changes.externalId !== undefined) set.externalId = changes.externalId;
  return set;
}

/** A pipeline, so the note is appended to each build's own log; $literal keeps "$..." text inert. */
function failPipeline(now: Date, note: string): PipelineStage[] {
  return [
    {
      $set: {
        status: "failed",
        finishedAt: now,
        logTail: { $concat: [{ $ifNull: ["$logTail", ""] }, { $literal: `\n${note}` }] },
      },
    },
  ];
}

export function mongoBuildStore({ builds }: Models): BuildStore {
  const newestFirst = { requestedAt: -1, _id: -1 } as const;
  const unfinished = () => ({ status: trusted({ $in: UNFINISHED }) });

  return {
    async insert(build: BuildRecord) {
      const { id, ...rest } = build;
      await builds.create({ _id: id, ...rest });
      return { ...build };
    },

    async update(id: string, changes: BuildChanges) {
      const set = changeSet(changes);
      const query =
        Object.keys(set).length > 0
          ? builds.findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: "after" })
          : builds.findOne({ _id: id });
      const doc = await query.lean();
      return doc ? toBuild(doc) : null;
    },

    async get(id: string) {
      const doc = await builds.findOne({ _id: id }).lean();
      return doc ? toBuild(doc) : null;
    },

    async list(limit: number) {
      // MongoDB reads limit(0) as "no limit".
      if (limit < 1) return [];
      const docs = await builds.find().sort(newestFirst).limit(limit).lean();
      return docs.map(toBuild);
    },

    async findActive() {
      const doc = await builds.findOne(unfinished()).sort(newestFirst).lean();
      return doc ? toBuild(doc) : null;
    },

    async failUnfinished(now: Date, note: string) {
      const result = await builds.updateMany(unfinished(), failPipeline(now, note), {
        updatePipeline: true,
      });
      return result.modifiedCount;
    },

    async lastSucceeded() {
      const doc = await builds
        .findOne({ status: "succeeded" })
        .sort({ finishedAt: -1, _id: -1 })
        .lean();
      return doc ? toBuild(doc) : null;
    },
  };
}
