// The database member of an archive is an SQLite file: the embedded store's own format, readable
// anywhere, and it carries its schema version, so an older one is migrated forward by the same
// migrations a start runs. These take it from the live file, look into it, and put it in place.
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { seal, unseal } from "../../lib/seal";
import { syncPath } from "../../lib/fsync";
import { openDatabase, type Db } from "../../store/sqlite/db";

/** What the manifest counts, by table (and MongoDB collection) name. */
export const COUNTED = [
  "users",
  "items",
  "item_revisions",
  "slugs",
  "media",
  "contacts",
  "audit_log",
  "builds",
] as const;

/**
 * Emptied in every snapshot: sign-in sessions and rate-limit windows (tokens and counters of this
 * host; everyone signs in again after a restore), the jobs lease and waiting build requests (of
 * the instances that ran then), an authenticator awaiting its first code (set up again), and the
 * one-time recovery codes (scrub: an archive that leaks cannot sign anyone in with them; the
 * authenticator itself travels, and each admin renews the codes on the Security page).
 */
export const LEFT_OUT = ["sessions", "rate_limits", "leases", "build_requests"] as const;
export const NOT_INCLUDED =
  "Sign-in sessions, rate-limit counters, the jobs lease, waiting build requests, " +
  "authenticators not yet confirmed and two-factor recovery codes are left out: they belong to " +
  "the running host, and tokens and one-time codes must not outlive it (nor sign anyone in from " +
  "a copied archive). Everyone signs in again after a restore, with the same password and " +
  "authenticator; admins with two-factor make new recovery codes on the Security page.";

const tables = (db: Db) =>
  new Set(
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
  );

/**
 * A consistent copy of the live database, taken while the API writes: VACUUM INTO reads one
 * snapshot (a single read transaction, which WAL lets run beside the writers) into a new file.
 * Then the copy loses what does not travel and is compacted, so no token stays in a free page.
 */
export function snapshotSqlite(liveFile: string, snapshotFile: string): void {
  if (!fs.existsSync(liveFile)) throw new Error(`no database at ${liveFile} (is DATA_DIR right?)`);
  const live = new Database(liveFile, { fileMustExist: true });
  try {
    live.pragma("busy_timeout = 5000");
    live.prepare("VACUUM INTO ?").run(snapshotFile);
  } finally {
    live.close();
  }
  scrub(snapshotFile);
}

/** Removes what does not travel (LEFT_OUT) from a snapshot and leaves it one plain file. */
export function scrub(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
    const present = tables(db);
    db.transaction(() => {
      for (const table of LEFT_OUT) if (present.has(table)) db.exec(`DELETE FROM ${table}`);
      if (present.has("users") && columns(db, "users").has("totp_pending")) {
        db.exec("UPDATE users SET totp_pending = NULL");
        db.exec(
          `UPDATE users SET totp = json_set(totp, '$.recoveryCodes', json('[]')) WHERE totp IS NOT NULL`,
        );
      }
    })();
    db.exec("VACUUM");
  } finally {
    db.close();
  }
}

const columns = (db: Db, table: string) =>
  new Set((db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name));

export interface SnapshotFacts {
  schemaVersion: number;
  counts: Record<string, number>;
  /** Server-made file names of every media record. */
  media: string[];
  /** Sealed values (enrolled authenticators' secrets). */
  sealedValues: number;
}

/** The schema version, counts and media of a snapshot; throws when SQLite finds it damaged. */
export function describeSnapshot(file: string): SnapshotFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma("integrity_check", { simple: true });
    if (check !== "ok")
      throw new Error(`the database fails SQLite's integrity check: ${String(check)}`);
    const present = tables(db);
    const counts: Record<string, number> = {};
    for (const table of COUNTED) {
      counts[table] = present.has(table)
        ? (db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number)
        : 0;
    }
    const media = present.has("media")
      ? (db.prepare("SELECT filename FROM media ORDER BY filename").pluck().all() as string[])
      : [];
    const sealedValues =
      present.has("users") && columns(db, "users").has("totp")
        ? (db.prepare("SELECT count(*) FROM users WHERE totp IS NOT NULL").pluck().get() as number)
        : 0;
    return {
      schemaVersion: db.pragma("user_version", { simple: true }) as number,
      counts,
      media,
      sealedValues,
    };
  } finally {
    db.close();
  }
}

/**
 * Migrates a staged copy forward (the start's own migrations) and, when the archive's secrets
 * were sealed with another key, re-seals them with this host's. Returns how many it re-sealed.
 * Throws, before anything is in place, when one does not open with the old key.
 */
export function prepareStaged(
  file: string,
  reseal: { from: string; to: string } | null,
): { resealed: number } {
  const db = openDatabase(file);
  try {
    let resealed = 0;
    if (reseal) {
      const rows = db
        .prepare("SELECT id, username, totp FROM users WHERE totp IS NOT NULL")
        .all() as {
        id: string;
        username: string;
        totp: string;
      }[];
      const update = db.prepare("UPDATE users SET totp = ? WHERE id = ?");
      db.transaction(() => {
        for (const row of rows) {
          const totp = JSON.parse(row.totp) as { secret: string };
          const secret = unseal(totp.secret, reseal.from);
          if (secret === null) {
            throw new Error(
              `the two-factor secret of "${row.username}" does not open with the old JWT_SECRET given`,
            );
          }
          update.run(JSON.stringify({ ...totp, secret: seal(secret, reseal.to) }), row.id);
          resealed += 1;
        }
      })();
    }
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.pragma("journal_mode = DELETE");
    return { resealed };
  } finally {
    db.close();
  }
}

/** Whether the database at `file` holds anything a restore would overwrite. */
export function sqliteHoldsData(file: string): Record<string, number> | null {
  if (!fs.existsSync(file)) return null;
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const present = tables(db);
    const found: Record<string, number> = {};
    for (const table of COUNTED) {
      if (!present.has(table)) continue;
      const count = db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
      if (count > 0) found[table] = count;
    }
    return Object.keys(found).length > 0 ? found : null;
  } finally {
    db.close();
  }
}

/** The jobs lease, when an API instance holds it now (then nothing may replace its database). */
export function sqliteLiveLease(file: string, now: Date): { holder: string; until: Date } | null {
  if (!fs.existsSync(file)) return null;
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    if (!tables(db).has("leases")) return null;
    const row = db
      .prepare("SELECT holder, expires_at FROM leases WHERE name = 'jobs' AND expires_at > ?")
      .get(now.getTime()) as { holder: string; expires_at: number } | undefined;
    return row ? { holder: row.holder, until: new Date(row.expires_at) } : null;
  } finally {
    db.close();
  }
}

/**
 * Puts a prepared copy in place of the store's file: copied beside it, synced, the old WAL and
 * shared-memory files removed, renamed over it, the folder synced.
 */
export async function installSqlite(staged: string, target: string): Promise<void> {
  const dir = path.dirname(target);
  fs.mkdirSync(dir, { recursive: true });
  const temp = `${target}.restoring`;
  fs.copyFileSync(staged, temp);
  await syncPath(temp);
  for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(target + suffix, { force: true });
  fs.renameSync(temp, target);
  await syncPath(dir);
}
