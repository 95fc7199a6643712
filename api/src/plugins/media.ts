import crypto from "node:crypto";
import path from "node:path";
import fp from "fastify-plugin";
import type { MediaDeleteResult, MediaRecord } from "../store/types";
import { prepareMediaDir, removeFile, writeFileAtomic } from "../services/media/media-files";
import { processImage } from "../services/media/process-image";

export interface MediaService {
  /**
   * Checks an image by its content, re-encodes it (upright, no metadata), stores it under a
   * server-made name and records it. Throws HttpError 413/415 for refused images.
   */
  ingest(buffer: Buffer, createdBy: string | null): Promise<MediaRecord>;
  /** Where a record's file lives on disk. */
  filePath(record: MediaRecord): string;
  /** Deletes the record, then its file; refuses while an item still uses it. */
  remove(id: string): Promise<MediaDeleteResult>;
}

declare module "fastify" {
  interface FastifyInstance {
    media: MediaService;
  }
}

/** Image uploads on disk (config.media.dir), their records in the store. */
export default fp(
  async (app) => {
    const { dir, maxBytes, maxPixels } = app.config.media;
    await prepareMediaDir(dir);

    // basename: a record's filename is server-made, but a path must never leave the folder.
    const filePath = (record: MediaRecord) => path.join(dir, path.basename(record.filename));

    const ingest = async (buffer: Buffer, createdBy: string | null) => {
      const image = await processImage(buffer, { maxBytes, maxPixels });
      const id = crypto.randomUUID();
      const filename = `${id}.${image.ext}`;
      await writeFileAtomic(dir, filename, image.data);
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
        await removeFile(path.join(dir, filename));
        throw error;
      }
    };

    const remove = async (id: string): Promise<MediaDeleteResult> => {
      const record = await app.store.media.get(id);
      if (!record) return "missing";
      const result = await app.store.media.delete(id);
      if (result === "deleted") await removeFile(filePath(record));
      return result;
    };

    app.decorate("media", { ingest, filePath, remove } satisfies MediaService);
  },
  { name: "media", dependencies: ["core"] },
);
