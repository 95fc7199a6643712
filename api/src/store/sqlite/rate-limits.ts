import type { Db } from "./db";
import type { RateLimitStore, RateLimitWindow } from "../types";

interface WindowRow {
  count: number;
  reset_at: number;
}

const fromRow = (row: WindowRow): RateLimitWindow => ({
  count: row.count,
  resetAt: new Date(row.reset_at),
});

export function sqliteRateLimits(db: Db): RateLimitStore {
  // One statement, so one write lock: hits from any process on the file are counted one after
  // the other, and an ended window restarts at 1 instead of counting on. SET's expressions all
  // read the row as it was, so the CASEs agree on whether the window had ended.
  const hit = db.prepare<{ key: string; now: number; until: number }, WindowRow>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @until)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= @now THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= @now THEN @until ELSE rate_limits.reset_at END
     RETURNING count, reset_at`,
  );
  const peek = db.prepare<[string, number], WindowRow>(
    "SELECT count, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?",
  );
  const purge = db.prepare<[number]>("DELETE FROM rate_limits WHERE reset_at <= ?");

  return {
    async hit(key, now, windowMs) {
      const at = now.getTime();
      return fromRow(hit.get({ key, now: at, until: at + windowMs })!);
    },
    async peek(key, now) {
      const row = peek.get(key, now.getTime());
      return row ? fromRow(row) : null;
    },
    async purgeExpired(now) {
      return purge.run(now.getTime()).changes;
    },
  };
}
