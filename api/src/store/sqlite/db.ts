import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { ITEM_KINDS } from "@leca/shared/contracts";
import { LANGUAGES } from "@leca/shared/languages";
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
  migrate(db, migrations); // and turns foreign keys on for the connection's life
  registerNames(db);
  return db;
}

/**
 * One migration per IMMEDIATE transaction, which reads user_version under the write lock: instances
 * starting together on one file take turns, and each applies only what no other has yet.
 *
 * Foreign keys are off while they run (SQLite ignores the pragma inside a transaction, so it is
 * set around them) and checked before each commit: a migration that rebuilds a table (SQLite's
 * only way to change a column's constraint) drops the old one, which with foreign keys on would
 * delete every row that refers to it. A migration that leaves a dangling reference rolls back.
 */
export function migrate(db: Db, steps: readonly string[]): void {
  const next = db.transaction((): boolean => {
    const applied = db.pragma("user_version", { simple: true }) as number;
    const sql = steps[applied];
    if (sql === undefined) return false;
    db.exec(sql);
    const dangling = db.pragma("foreign_key_check") as { table: string; parent: string }[];
    if (dangling.length > 0) {
      const { table, parent } = dangling[0]!;
      throw new Error(
        `migration ${applied + 1} leaves ${dangling.length} row(s) without what they refer to ` +
          `(first: a row of ${table} without its ${parent} row)`,
      );
    }
    db.pragma(`user_version = ${applied + 1}`);
    return true;
  });
  db.pragma("foreign_keys = OFF");
  try {
    while (next.immediate());
  } finally {
    db.pragma("foreign_keys = ON");
  }
}

/**
 * The content kinds and the languages that items.kind and users.ui_language refer to, from the
 * shared lists: a kind or language added there is accepted from the next start on, with no
 * migration. Names are only added: rows of a kind taken out of the list keep theirs.
 */
export function registerNames(
  db: Db,
  {
    kinds = ITEM_KINDS,
    languages = LANGUAGES,
  }: { kinds?: readonly string[]; languages?: readonly string[] } = {},
): void {
  const missing = (table: string, column: string, names: readonly string[]) => {
    const known = new Set(db.prepare(`SELECT ${column} FROM ${table}`).pluck().all());
    return names.filter((name) => !known.has(name)).map((name) => ({ table, column, name }));
  };
  const add = [...missing("item_kinds", "name", kinds), ...missing("languages", "code", languages)];
  if (add.length === 0) return; // every open after the first: no write, no lock
  db.transaction(() => {
    for (const { table, column, name } of add)
      db.prepare(`INSERT OR IGNORE INTO ${table} (${column}) VALUES (?)`).run(name);
  }).immediate();
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
