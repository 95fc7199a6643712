import { trusted } from "mongoose";
import type { MediaDeleteResult, MediaRecord, MediaStore } from "../types";
import type { MediaDoc, Models } from "./models";

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

export function mongoMediaStore({ media, items }: Models): MediaStore {
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
      if (!(await media.exists({ _id: id }))) return "missing";
      // Without a replica-set transaction this check and the delete are two steps; an item saved
      // in between could still name the file, which is no worse than naming a file never uploaded.
      if (await items.exists({ mediaIds: id })) return "in-use";
      const result = await media.deleteOne({ _id: id });
      return result.deletedCount > 0 ? "deleted" : "missing";
    },
  };
}
