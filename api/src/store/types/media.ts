// Uploaded pictures: their records and, where the database keeps files, their bytes.
import type { Readable } from "node:stream";

export interface MediaRecord {
  id: string;
  /** Server-made file name under the media folder, never the uploader's. */
  filename: string;
  type: "image/jpeg" | "image/png" | "image/webp" | "image/avif";
  width: number;
  height: number;
  bytes: number;
  createdAt: Date;
  createdBy: string | null;
}

export type MediaDeleteResult = "deleted" | "in-use" | "missing";

export interface MediaStore {
  insert(media: MediaRecord): Promise<MediaRecord>;
  get(id: string): Promise<MediaRecord | null>;
  getMany(ids: string[]): Promise<MediaRecord[]>;
  /** Refuses ("in-use") while any news cover or gallery image refers to the file. */
  delete(id: string): Promise<MediaDeleteResult>;
}

/**
 * The bytes of uploaded media, by their record's server-made filename, kept where every instance
 * reads them: the database's own blob storage where it has one (MongoDB: GridFS), otherwise a
 * directory every instance mounts (services/media/directory-files.ts).
 */
export interface MediaFileStore {
  /** Stores the whole file or, on failure, nothing a reader could open. */
  put(name: string, data: Buffer, type: MediaRecord["type"]): Promise<void>;
  /** The stored bytes as a stream, with their length; null when there is no such file. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes the file; one that is already gone is fine. */
  remove(name: string): Promise<void>;
}
