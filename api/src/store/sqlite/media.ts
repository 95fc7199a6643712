import type Database from "better-sqlite3";
import type { Db } from "./db";
import { isForeignKeyViolation, mustDate } from "./db";
import type { MediaRecord, MediaStore } from "../types";

interface MediaRow {
  id: string;
  filename: string;
  type: MediaRecord["type"];
  width: number;
  height: number;
  bytes: number;
  created_at: number;
  created_by: string | null;
}

const fromRow = (row: MediaRow): MediaRecord => ({
  id: row.id,
  filename: row.filename,
  type: row.type,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  createdAt: mustDate(row.created_at),
  createdBy: row.created_by,
});

export function sqliteMedia(db: Db): MediaStore {
  const insert = db.prepare(
    `INSERT INTO media (id, filename, type, width, height, bytes, created_at, created_by)
     VALUES (@id, @filename, @type, @width, @height, @bytes, @createdAt, @createdBy)`,
  );
  const byId = db.prepare<[string], MediaRow>("SELECT * FROM media WHERE id = ?");
  const remove = db.prepare("DELETE FROM media WHERE id = ?");
  // Compiling SQL costs more than running it: keep one statement per list length seen.
  const byIds = new Map<number, Database.Statement<string[], MediaRow>>();
  const selectIn = (count: number) => {
    let statement = byIds.get(count);
    if (!statement) {
      statement = db.prepare<string[], MediaRow>(
        `SELECT * FROM media WHERE id IN (${Array.from({ length: count }, () => "?").join(",")})`,
      );
      byIds.set(count, statement);
    }
    return statement;
  };

  return {
    async insert(media) {
      insert.run({ ...media, createdAt: media.createdAt.getTime() });
      return fromRow(byId.get(media.id)!);
    },
    async get(id) {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    async getMany(ids) {
      if (ids.length === 0) return [];
      const unique = [...new Set(ids)];
      return selectIn(unique.length)
        .all(...unique)
        .map(fromRow);
    },
    async delete(id) {
      try {
        return remove.run(id).changes === 1 ? "deleted" : "missing";
      } catch (error) {
        // item_media's ON DELETE RESTRICT: an item still shows this file.
        if (isForeignKeyViolation(error)) return "in-use";
        throw error;
      }
    },
  };
}
