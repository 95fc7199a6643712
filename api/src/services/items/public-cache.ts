import crypto from "node:crypto";
import zlib from "node:zlib";

/** One representation of a reply: its bytes (sent as they are, no serializer) and its ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/**
 * A public reply ready to send, as JSON and gzipped: a list of whole items is tens of kilobytes,
 * and the site build's fetch asks for gzip, so it is compressed once here, not per request.
 */
export interface CachedReply {
  identity: CachedBody;
  gzip: CachedBody;
}

const etagOf = (body: Buffer) => `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;

/**
 * How stale a public reply can be on an instance that did not make the write: other instances'
 * writes are not announced, an entry simply lives this long. Chosen over a version counter in the
 * store (checked, itself cached for about as long, before serving): that bounds staleness no
 * better, yet every write path would have to bump it and every instance read it. One second costs
 * a hot key one re-render a second, and the site build a write asks for starts later than that
 * (after the rebuild debounce, 3 s by default). deploy/README.md states the bound.
 */
export const PUBLIC_CACHE_TTL_MS = 1000;

/**
 * Serialized public replies (live items by requested slug, list pages by query). Every write
 * through the item service clears it, which is exact for one process; PUBLIC_CACHE_TTL_MS bounds
 * how stale another API instance sharing the store can be. The clock alone changes what is public
 * only when a scheduled item comes due, so an entry never outlives the next scheduled publication
 * (`until`). Bodies are kept encoded: writing a Buffer costs a fraction of encoding a long string
 * on every request, and the ETags are hashed once.
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedReply & { expires: number }>();

  constructor(
    private readonly ttlMs = PUBLIC_CACHE_TTL_MS,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, now: number): CachedReply | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, json: string, now: number, until = Infinity): CachedReply {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const body = Buffer.from(json);
    const gzip = zlib.gzipSync(body);
    const entry = {
      identity: { body, etag: etagOf(body) },
      gzip: { body: gzip, etag: etagOf(gzip) },
      expires: Math.min(now + this.ttlMs, until),
    };
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}
