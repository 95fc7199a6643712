// Backups: one archive from either store, checked before anything is restored from it, and
// restorable into either store (services/backup/README in deploy/README.md §6).
import Database from "better-sqlite3";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Config } from "../../config";
import { sealingKeyId } from "../../lib/seal";
import { REPO_ROOT } from "../../paths";
import { migrations } from "../../store/sqlite/migrations";
import { openSqliteStore } from "../../store/sqlite";
import { openMongoStore } from "../../store/mongo";
import { directoryMediaFiles } from "../media/directory-files";
import type { MediaFileStore } from "../../store/types";
import {
  ArchiveError,
  ARCHIVE_FORMAT,
  DATABASE_MEMBER,
  FORMAT_VERSION,
  MEDIA_PREFIX,
  readArchive,
  writeArchive,
  type Manifest,
  type MemberSource,
} from "./archive";
import {
  describeSnapshot,
  installSqlite,
  NOT_INCLUDED,
  prepareStaged,
  scrub,
  snapshotSqlite,
  sqliteHoldsData,
  sqliteLiveLease,
} from "./sqlite-snapshot";
import {
  connectMongo,
  mongoHoldsData,
  mongoLiveLease,
  mongoToSqlite,
  sqliteToMongo,
} from "./mongo-bridge";

export { ArchiveError } from "./archive";
export type { Manifest } from "./archive";

export const sqliteFileOf = (config: Config) => path.join(config.dataDir, "leca.sqlite");

/** Where backups go unless a file is named: BACKUP_DIR, else DATA_DIR/backups. */
export const backupDirOf = (config: Config) =>
  config.backups.dir ?? path.join(config.dataDir, "backups");

/** leca-backup-20260101-030000Z.tar.gz: sorts by time, one per second at most. */
export function backupName(now: Date, prefix = "leca-backup"): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${prefix}-${stamp}Z.tar.gz`;
}
export const BACKUP_FILE = /^leca-backup-\d{8}-\d{6}Z(-\d+)?\.tar\.gz$/;

function productOf(): { name: string; version: string } {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
      name: string;
      version: string;
    };
    return { name: pkg.name, version: pkg.version };
  } catch {
    return { name: "leca-gulf", version: "unknown" };
  }
}

const tempDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `leca-${label}-`));

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
}

/**
 * Writes one archive of the configured store to `file` (default: a new name in the backup
 * folder) while the API keeps serving: a consistent snapshot of the database, the media its
 * records name, and the manifest.
 */
export async function createBackup(config: Config, file?: string): Promise<BackupResult> {
  const target = path.resolve(file ?? path.join(backupDirOf(config), backupName(new Date())));
  if (fs.existsSync(target)) throw new Error(`${target} already exists; name another file`);
  const work = tempDir("backup");
  const snapshot = path.join(work, DATABASE_MEMBER);
  const mongo = config.mongodbUri ? await connectMongo(config.mongodbUri) : null;
  try {
    const createdAt = new Date().toISOString();
    if (mongo) {
      await mongoToSqlite(mongo, snapshot);
      scrub(snapshot);
    } else snapshotSqlite(sqliteFileOf(config), snapshot);
    const facts = describeSnapshot(snapshot);
    const files: MediaFileStore = mongo ? mongo.files : await directoryMediaFiles(config.media.dir);
    const missingMedia: string[] = [];
    async function* members(): AsyncGenerator<MemberSource> {
      const size = fs.statSync(snapshot).size;
      yield { name: DATABASE_MEMBER, size, open: async () => fs.createReadStream(snapshot) };
      for (const name of facts.media) {
        const opened = await files.open(name);
        if (!opened) {
          missingMedia.push(name);
          continue;
        }
        yield { name: MEDIA_PREFIX + name, size: opened.size, open: async () => opened.stream };
      }
    }
    const manifest = await writeArchive(target, members(), {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      product: productOf(),
      createdAt,
      source: mongo ? "mongo" : "sqlite",
      schemaVersion: facts.schemaVersion,
      counts: facts.counts,
      sealed: {
        keyId: sealingKeyId(config.secrets.jwt),
        values: facts.sealedValues,
        what: "two-factor secrets (users.totp.secret), sealed with a key derived from JWT_SECRET",
      },
      notIncluded: NOT_INCLUDED,
      missingMedia,
    });
    const bytes = fs.statSync(target).size;
    return { file: target, manifest, bytes };
  } finally {
    await mongo?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export interface VerifyResult {
  manifest: Manifest;
  bytes: number;
}

/**
 * Checks an archive completely without restoring it: every member against the manifest, the
 * database against SQLite's integrity check, its schema version and counts against the manifest.
 * Throws ArchiveError naming what is wrong. With `keep`, leaves the members there (restore).
 */
export async function verifyBackup(file: string, keep?: string): Promise<VerifyResult> {
  const work = keep ?? tempDir("verify");
  try {
    const { manifest, bytes } = await readArchive(file, { extractTo: work, media: !!keep });
    let facts;
    try {
      facts = describeSnapshot(path.join(work, DATABASE_MEMBER));
    } catch (error) {
      throw new ArchiveError(`${DATABASE_MEMBER} is damaged: ${(error as Error).message}`);
    }
    if (facts.schemaVersion !== manifest.schemaVersion) {
      throw new ArchiveError(
        `${DATABASE_MEMBER} has schema ${facts.schemaVersion}, the manifest says ${manifest.schemaVersion}`,
      );
    }
    if (manifest.schemaVersion > migrations.length) {
      throw new ArchiveError(
        `the archive's schema (${manifest.schemaVersion}) is newer than this version of the ` +
          `product knows (${migrations.length}): restore it with the version that made it ` +
          `(${manifest.product.version}) or a newer one`,
      );
    }
    for (const [name, count] of Object.entries(manifest.counts)) {
      if (facts.counts[name] !== count) {
        throw new ArchiveError(
          `${DATABASE_MEMBER} holds ${facts.counts[name] ?? 0} ${name}, the manifest says ${count}`,
        );
      }
    }
    const expected = new Set(facts.media.filter((name) => !manifest.missingMedia.includes(name)));
    for (const name of expected) {
      if (!manifest.members.some((member) => member.name === MEDIA_PREFIX + name)) {
        throw new ArchiveError(`the file of media "${name}" is missing from the archive`);
      }
    }
    return { manifest, bytes };
  } finally {
    if (!keep) fs.rmSync(work, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  replace?: boolean;
  /** The JWT_SECRET of the host that sealed the archive's secrets, when this host's differs. */
  oldJwtSecret?: string;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: Manifest;
  target: "sqlite" | "mongo";
  /** The backup of the replaced data (with --replace), if there was any. */
  replacedBackup: string | null;
  resealed: number;
  migratedFrom: number;
  migratedTo: number;
}

/** A restore refused before anything was written; the message says what to do. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefused";
  }
}

/**
 * Restores an archive into the configured store: verified completely first; refused while an
 * API runs on the store, when the store holds data (unless `replace`, which backs it up first),
 * or when its sealed secrets need a JWT_SECRET not given. Older schemas are migrated forward, and
 * a site rebuild is queued for the next start.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const now = options.now ?? (() => new Date());
  const work = tempDir("restore");
  const mongo = config.mongodbUri ? await connectMongo(config.mongodbUri) : null;
  try {
    const { manifest } = await verifyBackup(file, work);
    const staged = path.join(work, DATABASE_MEMBER);

    const hostKey = sealingKeyId(config.secrets.jwt);
    let reseal: { from: string; to: string } | null = null;
    if (manifest.sealed.values > 0 && manifest.sealed.keyId !== hostKey) {
      if (options.oldJwtSecret === undefined) {
        throw new RestoreRefused(
          `the archive holds ${manifest.sealed.values} two-factor secret(s) sealed with another ` +
            `JWT_SECRET (key ${manifest.sealed.keyId}; this host's is ${hostKey}). Give the old ` +
            `host's JWT_SECRET with --old-jwt-secret-file FILE to re-seal them, or restore on a ` +
            `host with that JWT_SECRET (or remove those admins' two-factor afterwards: ` +
            `two-factor-off).`,
        );
      }
      if (sealingKeyId(options.oldJwtSecret) !== manifest.sealed.keyId) {
        throw new RestoreRefused(
          `the JWT_SECRET given is not the one that sealed the archive's secrets (its key is ` +
            `${sealingKeyId(options.oldJwtSecret)}, the archive needs ${manifest.sealed.keyId})`,
        );
      }
      reseal = { from: options.oldJwtSecret, to: config.secrets.jwt };
    }

    const sqliteFile = sqliteFileOf(config);
    const lease = mongo ? await mongoLiveLease(mongo, now()) : sqliteLiveLease(sqliteFile, now());
    if (lease) {
      throw new RestoreRefused(
        `an API instance is running on this store (${lease.holder} holds the jobs lease until ` +
          `${lease.until.toISOString()}): stop every instance, then restore`,
      );
    }
    const held = mongo ? await mongoHoldsData(mongo) : sqliteHoldsData(sqliteFile);
    if (held && !options.replace) {
      const what = Object.entries(held)
        .map(([name, count]) => `${count} ${name}`)
        .join(", ");
      throw new RestoreRefused(
        `the target store already holds data (${what}). Restore into an empty DATA_DIR (or ` +
          `database), or add --replace: the data there is then backed up first, and replaced.`,
      );
    }

    // Everything that can be refused was checked; from here on the target changes.
    const { resealed } = prepareStaged(staged, reseal);
    const migratedTo = describeSnapshot(staged).schemaVersion;
    let replacedBackup: string | null = null;
    if (held) {
      const aside = path.join(backupDirOf(config), backupName(now(), "replaced-by-restore"));
      replacedBackup = (await createBackup(config, aside)).file;
    }

    const mediaDir = path.join(work, "media");
    const names = manifest.members
      .filter((member) => member.name.startsWith(MEDIA_PREFIX))
      .map((member) => member.name.slice(MEDIA_PREFIX.length));
    const types = new Map<string, string>();
    if (mongo) {
      const db = new Database(staged, { readonly: true });
      for (const row of db.prepare("SELECT filename, type FROM media").all() as {
        filename: string;
        type: string;
      }[])
        types.set(row.filename, row.type);
      db.close();
      await sqliteToMongo(staged, mongo, {
        names,
        read: (name) => fs.promises.readFile(path.join(mediaDir, name)),
        type: (name) => types.get(name) ?? "application/octet-stream",
      });
    } else {
      const files = await directoryMediaFiles(config.media.dir);
      for (const name of names)
        await files.put(name, fs.readFileSync(path.join(mediaDir, name)), "image/webp");
      // Files of the replaced data that the restored records do not name (kept in the aside backup).
      const wanted = new Set(names);
      for (const name of fs.readdirSync(config.media.dir)) {
        if (!wanted.has(name) && !name.startsWith(".")) await files.remove(name);
      }
      await installSqlite(staged, sqliteFile);
    }

    // The site is built from the store: a rebuild, which the leader takes up when the API starts.
    const store = mongo ? null : await openSqliteStore({ file: sqliteFile });
    try {
      const target = store ?? (await openMongoStore({ uri: config.mongodbUri! }));
      try {
        await target.buildRequests.add({
          id: crypto.randomUUID(),
          reason: `restore of ${path.basename(file)}`,
          requestedAt: now(),
          urgent: true,
        });
      } finally {
        if (!store) await target.close();
      }
    } finally {
      await store?.close();
    }
    return {
      manifest,
      target: mongo ? "mongo" : "sqlite",
      replacedBackup,
      resealed,
      migratedFrom: manifest.schemaVersion,
      migratedTo,
    };
  } finally {
    await mongo?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` scheduled backups in `dir`; returns the names it removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  let names: string[];
  try {
    names = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && BACKUP_FILE.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  const old = names.sort().reverse().slice(keep);
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}
