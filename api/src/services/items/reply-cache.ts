import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzipAsync = promisify(zlib.gzip);

/** One representation of a reply: its bytes (sent as they are, no serializer) and its ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/**
 * A public reply ready to send, as JSON and gzipped: a list of whole items is tens of kilobytes,
 * and the site build's fetch asks for gzip, so it is compressed once per entry, not per request.
 * The gzip is made when first asked for, in libuv's thread pool: a synchronous gzip of every
 * fresh reply (each new search or page misses the cache) held the event loop meanwhile.
 */
export interface CachedReply {
  identity: CachedBody;
  gzip(): Promise<CachedBody>;
}

const etagOf = (body: Buffer) => `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;

/**
 * How stale a public reply can be on an instance that did not make the write: other instances'
 * writes are not announced, an entry simply lives this long. Admins' lists check the store's
 * content version instead (exact, one small read per request); the public replies do not, so the
 * hottest reads (a visitor's slug and list) touch the store at most once a second per key. A
 * second is below what anyone notices on the public site: the site build a write asks for starts
 * later than that (after the rebuild debounce, 3 s by default). deploy/README.md states the bound.
 */
export const PUBLIC_CACHE_TTL_MS = 1000;

/**
 * Serialized replies: public ones (live items by requested slug, list pages by query) and admins'
 * list pages. Every write through the item service clears them, which is exact for one process.
 * Another API instance's writes reach a public entry within PUBLIC_CACHE_TTL_MS; an admin's entry
 * carries the store's content version it was made at and is served only while the store still
 * reads the same (ItemStore.contentVersion), so an admin never sees a list older than the
 * latest write on any instance. The clock alone changes a list only when a scheduled item comes
 * due, so an entry never outlives the next scheduled publication (`until`). Bodies are kept
 * encoded: writing a Buffer costs a fraction of encoding a long string on every request, and the
 * ETags are hashed once.
 */
export class ReplyCache {
  private readonly entries = new Map<
    string,
    CachedReply & { expires: number; version: number | undefined }
  >();

  constructor(
    private readonly ttlMs = PUBLIC_CACHE_TTL_MS,
    private readonly maxEntries = 1000,
  ) {}

  /** The entry for `key`, if it has not expired and was made at `version` (when one is given). */
  get(key: string, now: number, version?: number): CachedReply | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now && entry.version === version) return entry;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, json: string, now: number, until = Infinity, version?: number): CachedReply {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const body = Buffer.from(json);
    let gzipped: Promise<CachedBody> | undefined;
    const entry = {
      identity: { body, etag: etagOf(body) },
      gzip: () =>
        (gzipped ??= gzipAsync(body).then((gzip) => ({ body: gzip, etag: etagOf(gzip) }))),
      expires: Math.min(now + this.ttlMs, until),
      version,
    };
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}
