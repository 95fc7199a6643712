/**
 * Serialized public replies of live items, by requested slug. Every write through the item
 * service clears it, which is exact for one process; the short lifetime bounds how stale another
 * API instance sharing a MongoDB can be. Only live items are cached: a live item stops being
 * public only through a write, so nothing cached can become wrong by the clock alone.
 */
export class PublicCache {
  private readonly entries = new Map<string, { json: string; expires: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, now: number): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.json;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, json: string, now: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { json, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
