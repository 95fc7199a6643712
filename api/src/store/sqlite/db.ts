import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { migrations } from "./migrations";

export type Db = Database.Database;

/** Milliseconds since the epoch in the database; Date objects everywhere else. */
export const toMs = (date: Date | null | undefined): number | null =>
  date ? date.getTime() : null;
export const toDate = (ms: number | null | undefined): Date | null =>
  ms === null || ms === undefined ? null : new Date(ms);
export const mustDate = (ms: number): Date => new Date(ms);

export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // First: another instance opening the same file may hold the lock the WAL switch needs.
  db.pragma("busy_timeout = 5000");
  // WAL lets readers run beside the writer; synchronous=FULL makes every acknowledged commit
  // durable even if the machine loses power, not only if the process dies.
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  migrate(db);
  return db;
}

/**
 * One migration per IMMEDIATE transaction, which reads user_version under the write lock: instances
 * starting together on one file take turns, and each applies only what no other has yet.
 */
function migrate(db: Db): void {
  const next = db.transaction((): boolean => {
    const applied = db.pragma("user_version", { simple: true }) as number;
    const sql = migrations[applied];
    if (sql === undefined) return false;
    db.exec(sql);
    db.pragma(`user_version = ${applied + 1}`);
    return true;
  });
  while (next.immediate());
}

/** better-sqlite3 reports constraint failures by code; this tells a unique clash apart. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** SQLite reports ON DELETE RESTRICT as a TRIGGER constraint, other FK failures as FOREIGNKEY. */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === "SQLITE_CONSTRAINT_FOREIGNKEY" ||
    (code === "SQLITE_CONSTRAINT_TRIGGER" && /FOREIGN KEY/.test(message ?? ""))
  );
}
