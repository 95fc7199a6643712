import { trusted } from "mongoose";
import type { MediaDeleteResult, MediaRecord, MediaStore } from "../types";
import type { MediaDoc, Models } from "./models";
import type { Transaction } from "./transactions";

function toMedia(doc: MediaDoc): MediaRecord {
  return {
    id: doc._id,
    filename: doc.filename,
    type: doc.type,
    width: doc.width,
    height: doc.height,
    bytes: doc.bytes,
    createdAt: doc.createdAt,
    createdBy: doc.createdBy ?? null,
  };
}

export function mongoMediaStore({ media, items }: Models, transaction: Transaction): MediaStore {
  return {
    async insert(record: MediaRecord) {
      const { id, ...rest } = record;
      await media.create({ _id: id, ...rest });
      return { ...record };
    },

    async get(id: string) {
      const doc = await media.findOne({ _id: id }).lean();
      return doc ? toMedia(doc) : null;
    },

    async getMany(ids: string[]) {
      if (ids.length === 0) return [];
      const docs = await media
        .find({ _id: trusted({ $in: ids }) })
        .sort({ createdAt: 1, _id: 1 })
        .lean();
      return docs.map(toMedia);
    },

    async delete(id: string): Promise<MediaDeleteResult> {
      // In a transaction, the "in use" check and the delete see one snapshot, and an item write
      // that starts to use the file meanwhile writes this same document (refLock, see items.ts):
      // the two conflict and one is retried after the other, so neither acts on a stale answer.
      return transaction(async (session) => {
        if (!(await media.exists({ _id: id }).session(session))) return "missing";
        if (await items.exists({ mediaIds: id }).session(session)) return "in-use";
        const result = await media.deleteOne({ _id: id }, { session });
        return result.deletedCount > 0 ? "deleted" : "missing";
      });
    },
  };
}
