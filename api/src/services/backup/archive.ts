// The backup archive: a gzipped tar of the members (database.sqlite, media/<file>) and, last,
// manifest.json naming each member's size and SHA-256. Written under a temp name beside the
// target, synced, then renamed: a file at the target's name is always a whole archive.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PassThrough, Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { syncPath } from "../../lib/fsync";

export const ARCHIVE_FORMAT = "leca-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST = "manifest.json";
export const DATABASE_MEMBER = "database.sqlite";
export const MEDIA_PREFIX = "media/";

export interface ManifestMember {
  name: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  product: { name: string; version: string };
  createdAt: string;
  /** The store the backup was taken from; the archive restores into either. */
  source: "sqlite" | "mongo";
  /** The SQLite schema (migrations applied) of database.sqlite. */
  schemaVersion: number;
  /** Rows per collection at the backup's moment. */
  counts: Record<string, number>;
  /** Values sealed with the server's secret, and which key sealed them (totp.ts sealingKeyId). */
  sealed: { keyId: string; values: number; what: string };
  /** What a backup leaves out on purpose, and why. */
  notIncluded: string;
  /** Media records whose file was already gone when the backup read it (deleted meanwhile). */
  missingMedia: string[];
  members: ManifestMember[];
}

/** One file to put in the archive: its name there, its size, and its bytes when asked. */
export interface MemberSource {
  name: string;
  size: number;
  open(): Promise<Readable>;
}

/** A refused archive: the message names what is wrong with it. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArchiveError";
  }
}

/** A member name this product writes: no folders but media/, nothing that leaves the folder. */
export function safeMemberName(name: string): boolean {
  if (name === MANIFEST || name === DATABASE_MEMBER) return true;
  if (!name.startsWith(MEDIA_PREFIX)) return false;
  const file = name.slice(MEDIA_PREFIX.length);
  return file.length > 0 && file === path.basename(file) && file !== ".." && file !== ".";
}

const tempPrefix = (file: string) => `.${path.basename(file)}.`;
const TEMP_SUFFIX = ".partial";

/**
 * Removes temp files that a killed backup into this folder left behind (their pid no longer
 * runs). Returns their names.
 */
export function removeStalePartials(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = /^\..+\.(\d+)\.[0-9a-f]{8}\.partial$/.exec(name);
    if (!match || isRunning(Number(match[1]))) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Hashes what passes through and counts it. */
function hasher() {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest("hex") }) };
}

/**
 * Writes the members and then the manifest (with every member's checksum) to `file`, atomically.
 * `manifest` is everything but `members`, which this fills in.
 */
export async function writeArchive(
  file: string,
  sources: Iterable<MemberSource> | AsyncIterable<MemberSource>,
  manifest: Omit<Manifest, "members">,
): Promise<Manifest> {
  const dir = path.dirname(path.resolve(file));
  fs.mkdirSync(dir, { recursive: true });
  removeStalePartials(dir);
  const temp = path.join(
    dir,
    `${tempPrefix(file)}${process.pid}.${crypto.randomBytes(4).toString("hex")}${TEMP_SUFFIX}`,
  );
  const pack = tar.pack();
  const out = fs.createWriteStream(temp, { flags: "wx", mode: 0o600 });
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), out);
  // A failure of the writing side ends the loop below (an entry's pipeline rejects).
  written.catch(() => undefined);
  try {
    const members: ManifestMember[] = [];
    for await (const source of sources) {
      const entry = pack.entry({ name: source.name, size: source.size, mode: 0o600 });
      const { stream, result } = hasher();
      await pipeline(await source.open(), stream, entry);
      const { bytes, sha256 } = result();
      if (bytes !== source.size) {
        throw new Error(
          `${source.name} changed while it was read (${source.size} -> ${bytes} bytes)`,
        );
      }
      members.push({ name: source.name, bytes, sha256 });
    }
    const complete: Manifest = { ...manifest, members };
    pack.entry({ name: MANIFEST, mode: 0o600 }, JSON.stringify(complete, null, 2) + "\n");
    pack.finalize();
    await written;
    await syncPath(temp);
    fs.renameSync(temp, file);
    await syncPath(dir);
    return complete;
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

export interface ReadResult {
  manifest: Manifest;
  /** Total bytes of the members. */
  bytes: number;
}

/**
 * Reads the whole archive and checks it against its manifest: every member there, none extra,
 * each with its size and SHA-256. Members go under `extractTo` when given (database.sqlite
 * always does, when `extractTo` is set; media only with `media: true`). Throws ArchiveError
 * naming the first thing wrong.
 */
export async function readArchive(
  file: string,
  options: { extractTo?: string; media?: boolean } = {},
): Promise<ReadResult> {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new ArchiveError(`${file} does not exist`);
  }
  if (!stat.isFile()) throw new ArchiveError(`${file} is not a file`);
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | null = null;
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    void (async () => {
      const name = header.name;
      if (!safeMemberName(name) || header.type !== "file") {
        stream.resume();
        throw new ArchiveError(`the archive holds "${name}", which no backup of this product has`);
      }
      if (seen.has(name) || (name === MANIFEST && manifestText !== null)) {
        stream.resume();
        throw new ArchiveError(`the archive holds "${name}" twice`);
      }
      if (name === MANIFEST) {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString("utf8");
        return;
      }
      const { stream: hashing, result } = hasher();
      const keep =
        options.extractTo && (name === DATABASE_MEMBER || options.media)
          ? path.join(options.extractTo, name)
          : null;
      if (keep) fs.mkdirSync(path.dirname(keep), { recursive: true });
      const sink = keep ? fs.createWriteStream(keep, { mode: 0o600 }) : new PassThrough().resume();
      await pipeline(stream, hashing, sink);
      seen.set(name, result());
    })().then(
      () => next(),
      (error: unknown) => extract.destroy(error as Error),
    );
  });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? "";
    const message = (error as Error).message;
    if (code === "Z_BUF_ERROR" || /unexpected end/i.test(message)) {
      throw new ArchiveError(`the archive is cut short (truncated): ${message}`);
    }
    if (code.startsWith("Z_")) {
      throw new ArchiveError(
        `the archive is damaged (its compressed data fails its check): ${message}`,
      );
    }
    throw new ArchiveError(`the archive cannot be read: ${message}`);
  }
  if (manifestText === null) {
    throw new ArchiveError(
      `${MANIFEST} is missing: the archive is cut short, or it is not a backup of this product`,
    );
  }
  const manifest = parseManifest(manifestText);
  let bytes = 0;
  for (const member of manifest.members) {
    const found = seen.get(member.name);
    if (!found) throw new ArchiveError(`member "${member.name}" is missing from the archive`);
    if (found.bytes !== member.bytes || found.sha256 !== member.sha256) {
      throw new ArchiveError(
        `member "${member.name}" is damaged: ${found.bytes} bytes with SHA-256 ${found.sha256}, ` +
          `the manifest says ${member.bytes} bytes with ${member.sha256}`,
      );
    }
    bytes += found.bytes;
    seen.delete(member.name);
  }
  const extra = [...seen.keys()][0];
  if (extra !== undefined) throw new ArchiveError(`member "${extra}" is not in the manifest`);
  if (!manifest.members.some((member) => member.name === DATABASE_MEMBER)) {
    throw new ArchiveError(`the manifest names no ${DATABASE_MEMBER}`);
  }
  return { manifest, bytes };
}

function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ArchiveError(`${MANIFEST} is not valid JSON (damaged)`);
  }
  const manifest = value as Partial<Manifest>;
  if (manifest.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError(`${MANIFEST} does not describe a backup of this product`);
  }
  if (typeof manifest.formatVersion !== "number" || manifest.formatVersion > FORMAT_VERSION) {
    throw new ArchiveError(
      `the archive's format (${String(manifest.formatVersion)}) is newer than this version reads ` +
        `(${FORMAT_VERSION}): restore it with a newer version of the product`,
    );
  }
  if (
    !Array.isArray(manifest.members) ||
    typeof manifest.schemaVersion !== "number" ||
    typeof manifest.counts !== "object" ||
    typeof manifest.sealed !== "object"
  ) {
    throw new ArchiveError(`${MANIFEST} lacks its members, schema version, counts or sealed keys`);
  }
  return manifest as Manifest;
}
