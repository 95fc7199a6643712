// The migration runner on a database with content in it: a table rebuild keeps every row that
// refers to the rebuilt table, a migration that would orphan rows rolls back, and the content
// kinds and languages the rows may name come from the shared lists.
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  isForeignKeyViolation,
  migrate,
  openDatabase,
  registerNames,
} from "../../src/store/sqlite/db";
import { migrations } from "../../src/store/sqlite/migrations";

/** Migrations before items.kind and users.ui_language referred to tables (migration 16). */
const BEFORE_NAME_TABLES = 15;
/** Migrations before the per-account lockout's columns were dropped (migration 19). */
const BEFORE_LOCKOUT_DROPPED = 18;

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-migrate-"));
  file = path.join(dir, "store.db");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A store at `version` with one admin, a session, a picture and a news item that shows it. */
function seeded(version: number): Database.Database {
  const db = new Database(file);
  migrate(db, migrations.slice(0, version));
  const now = Date.UTC(2026, 10, 1);
  db.prepare(
    `INSERT INTO users (id, username, password_hash, role, created_at, updated_at, ui_language)
     VALUES ('u1', 'admin', 'hash', 'admin', ?, ?, 'ar')`,
  ).run(now, now);
  db.prepare(
    `INSERT INTO sessions (id, user_id, current_jti, created_at, last_used_at, expires_at)
     VALUES ('s1', 'u1', 'j1', ?, ?, ?)`,
  ).run(now, now, now + 86_400_000);
  db.prepare(
    `INSERT INTO media (id, filename, type, width, height, bytes, created_at)
     VALUES ('m1', 'pic.webp', 'image/webp', 1600, 900, 12345, ?)`,
  ).run(now);
  db.prepare(
    `INSERT INTO items (id, kind, slug, status, published_at, created_at, updated_at, version,
       data, search_text, summary)
     VALUES ('i1', 'news', 'first-news', 'published', ?, ?, ?, 2, '{"title":{"en":"First"}}',
       'first', '{"title":{"en":"First"}}')`,
  ).run(now, now, now);
  db.prepare("INSERT INTO slugs (kind, slug, item_id) VALUES ('news', 'first-news', 'i1')").run();
  db.prepare("INSERT INTO slugs (kind, slug, item_id) VALUES ('news', 'old-name', 'i1')").run();
  db.prepare("INSERT INTO item_media (item_id, media_id) VALUES ('i1', 'm1')").run();
  db.prepare(
    `INSERT INTO item_revisions (item_id, version, saved_at, fields, slug, status, data)
     VALUES ('i1', 1, ?, '[]', 'first-news', 'draft', '{}'), ('i1', 2, ?, '[]', 'first-news',
       'published', '{}')`,
  ).run(now, now);
  return db;
}

const count = (db: Database.Database, table: string) =>
  db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();

describe("sqlite migrations", () => {
  it("rebuilds items and users without losing the rows that refer to them", () => {
    seeded(BEFORE_NAME_TABLES).close();
    const db = openDatabase(file);
    try {
      expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
      expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
      expect(db.pragma("foreign_key_check")).toEqual([]);
      const counts = [
        "users",
        "sessions",
        "media",
        "items",
        "slugs",
        "item_media",
        "item_revisions",
      ];
      expect(Object.fromEntries(counts.map((table) => [table, count(db, table)]))).toEqual({
        users: 1,
        sessions: 1,
        media: 1,
        items: 1,
        slugs: 2,
        item_media: 1,
        item_revisions: 2,
      });
      expect(db.prepare("SELECT ui_language FROM users").pluck().get()).toBe("ar");
      // The references still hold against the rebuilt tables: a picture in use is refused, and
      // deleting the item takes its slugs, links and history with it.
      expect(() => db.prepare("DELETE FROM media WHERE id = 'm1'").run()).toThrow();
      db.prepare("DELETE FROM items WHERE id = 'i1'").run();
      expect(["slugs", "item_media", "item_revisions"].map((table) => count(db, table))).toEqual([
        0, 0, 0,
      ]);
      db.prepare("DELETE FROM users WHERE id = 'u1'").run();
      expect(count(db, "sessions")).toBe(0);
    } finally {
      db.close();
    }
  });

  it("drops the old lockout's columns and keeps each account as it was", () => {
    const db = seeded(BEFORE_LOCKOUT_DROPPED);
    const lockedUntil = Date.UTC(2026, 10, 1, 0, 15);
    db.prepare("UPDATE users SET failed_attempts = 6, locked_until = ? WHERE id = 'u1'").run(
      lockedUntil,
    );
    const before = db.prepare("SELECT * FROM users WHERE id = 'u1'").get() as Record<
      string,
      unknown
    >;
    db.close();
    const opened = openDatabase(file);
    try {
      expect(opened.pragma("user_version", { simple: true })).toBe(migrations.length);
      const columns = (opened.pragma("table_info(users)") as { name: string }[]).map(
        (column) => column.name,
      );
      expect(columns).not.toContain("failed_attempts");
      expect(columns).not.toContain("locked_until");
      const { failed_attempts, locked_until, ...kept } = before;
      expect([failed_attempts, locked_until]).toEqual([6, lockedUntil]);
      expect(opened.prepare("SELECT * FROM users WHERE id = 'u1'").get()).toEqual(kept);
      expect(count(opened, "sessions")).toBe(1);
    } finally {
      opened.close();
    }
  });

  it("rolls back a migration that would leave rows without what they refer to", () => {
    const db = seeded(migrations.length);
    try {
      const orphaning = "DELETE FROM items WHERE id = 'i1';";
      expect(() => migrate(db, [...migrations, orphaning])).toThrow(
        /migration \d+ leaves 5 row\(s\) without what they refer to \(first: a row of \w+ without its items row\)/,
      );
      expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
      expect(count(db, "items")).toBe(1);
      expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it("accepts the kinds and languages of the shared lists, and a new one from the next open", () => {
    const db = openDatabase(file);
    try {
      const insertItem = db.prepare(
        `INSERT INTO items (id, kind, slug, status, created_at, updated_at, version, data,
           search_text) VALUES (?, ?, 'a-slug', 'draft', 0, 0, 1, '{}', '')`,
      );
      insertItem.run("n1", "news");
      insertItem.run("g1", "gallery");
      const refusal = (() => {
        try {
          insertItem.run("p1", "projects");
        } catch (error) {
          return error;
        }
      })();
      expect(isForeignKeyViolation(refusal)).toBe(true);

      const setLanguage = db.prepare("UPDATE users SET ui_language = ? WHERE id = 'u1'");
      db.prepare(
        `INSERT INTO users (id, username, password_hash, role, created_at, updated_at)
         VALUES ('u1', 'admin', 'hash', 'admin', 0, 0)`,
      ).run();
      for (const language of ["en", "ar", "ru", null]) setLanguage.run(language);
      expect(() => setLanguage.run("de")).toThrow(/FOREIGN KEY/);

      registerNames(db, {
        kinds: ["news", "gallery", "projects"],
        languages: ["en", "ar", "ru", "de"],
      });
      insertItem.run("p1", "projects");
      setLanguage.run("de");
      expect(db.prepare("SELECT kind FROM items ORDER BY id").pluck().all()).toEqual([
        "gallery",
        "news",
        "projects",
      ]);
    } finally {
      db.close();
    }
  });
});
