import crypto from "node:crypto";
import type { Readable } from "node:stream";
import fp from "fastify-plugin";
import type { MediaDeleteResult, MediaFileStore, MediaRecord } from "../store/types";
import { directoryMediaFiles } from "../services/media/directory-files";
import { processImage } from "../services/media/process-image";
import { DecodeSlots } from "../services/media/decode-slots";

export interface MediaService {
  /**
   * Checks an image by its content, re-encodes it (upright, no metadata), stores it under a
   * server-made name and records it. Throws HttpError 413/415 for refused images.
   */
  ingest(buffer: Buffer, createdBy: string | null): Promise<MediaRecord>;
  /** A record's bytes, or null when its file is missing. */
  open(record: MediaRecord): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes the record, then its file; refuses while an item still uses it. */
  remove(id: string): Promise<MediaDeleteResult>;
  /** The decodes in flight and waiting (MEDIA_MAX_DECODES): beyond them an upload gets 503. */
  decodes: DecodeSlots;
}

declare module "fastify" {
  interface FastifyInstance {
    media: MediaService;
  }
}

/**
 * Image uploads, their records in the store. The files go where every instance finds them,
 * chosen at start: the store's own file storage when it has one (MongoDB: GridFS), otherwise the
 * MEDIA_DIR folder, which all instances must share.
 */
export default fp(
  async (app) => {
    const { dir, maxBytes, maxPixels } = app.config.media;
    const files: MediaFileStore = app.store.mediaFiles ?? (await directoryMediaFiles(dir));
    // Said at start: an operator checks here that every instance uses the same place.
    app.log.info(
      app.store.mediaFiles ? { mediaFiles: "gridfs" } : { mediaDir: dir },
      "media files",
    );

    const decodes = new DecodeSlots(app.config.media.maxDecodes, app.config.media.maxDecodes * 2);
    const ingest = async (buffer: Buffer, createdBy: string | null) => {
      const image = await processImage(buffer, { maxBytes, maxPixels }, decodes);
      const id = crypto.randomUUID();
      const filename = `${id}.${image.ext}`;
      // The file first: a record never points at bytes that are not there yet.
      await files.put(filename, image.data, image.type);
      try {
        return await app.store.media.insert({
          id,
          filename,
          type: image.type,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          createdAt: app.now(),
          createdBy,
        });
      } catch (error) {
        await files.remove(filename);
        throw error;
      }
    };

    const remove = async (id: string): Promise<MediaDeleteResult> => {
      const record = await app.store.media.get(id);
      if (!record) return "missing";
      const result = await app.store.media.delete(id);
      if (result === "deleted") await files.remove(record.filename);
      return result;
    };

    app.decorate("media", {
      ingest,
      open: (record) => files.open(record.filename),
      remove,
      decodes,
    } satisfies MediaService);
  },
  { name: "media", dependencies: ["core"] },
);
