import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import mongoose, { type Connection } from "mongoose";
import type { MediaFileStore } from "../types";

/** GridFS collections `media_files.files` and `media_files.chunks`, beside the `media` records. */
const BUCKET = "media_files";

/**
 * Uploaded media in GridFS, so every instance on the database reads the same files and a backup
 * of the database holds them too. Bytes stream in and out in chunks (255 KiB); GridFS writes the
 * file's document after its last chunk, so a write cut short leaves nothing `open` would find.
 */
export function gridFsMediaFiles(connection: Connection): MediaFileStore {
  const bucket = () => {
    if (!connection.db) throw new Error("MongoDB is not connected");
    return new mongoose.mongo.GridFSBucket(connection.db, { bucketName: BUCKET });
  };
  const find = (name: string) => bucket().find({ filename: name }).toArray();

  return {
    async put(name, data, type) {
      await pipeline(
        Readable.from([data]),
        bucket().openUploadStream(name, { metadata: { type } }),
      );
    },
    async open(name) {
      const gridfs = bucket();
      // The newest, should a retried upload have stored the name twice.
      const [file] = await gridfs
        .find({ filename: name })
        .sort({ uploadDate: -1 })
        .limit(1)
        .toArray();
      if (!file) return null;
      return { stream: gridfs.openDownloadStream(file._id), size: file.length };
    },
    async remove(name) {
      const gridfs = bucket();
      for (const file of await find(name)) {
        try {
          await gridfs.delete(file._id);
        } catch (error) {
          // Deleted meanwhile by another instance: gone is what was asked.
          if (!(error instanceof mongoose.mongo.MongoRuntimeError)) throw error;
        }
      }
    },
  };
}
