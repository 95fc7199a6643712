import type { Db } from "./db";
import { waitAfter } from "../attempt-wait";
import type { AttemptPolicy, AttemptResult, RateLimitStore, RateLimitWindow } from "../types";

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
  const forget = db.prepare<[string]>("DELETE FROM rate_limits WHERE key = ?");
  // A range of the primary key, not LIKE: a key may hold % or _.
  const forgetRange = db.prepare<[string, string]>(
    "DELETE FROM rate_limits WHERE key >= ? AND key < ?",
  );
  const attemptRow = db.prepare<[string], WindowRow & { wait_until: number | null }>(
    "SELECT count, reset_at, wait_until FROM rate_limits WHERE key = ?",
  );
  const writeAttempt = db.prepare(
    `INSERT INTO rate_limits (key, count, reset_at, wait_until) VALUES (@key, @count, @until, @wait)
     ON CONFLICT (key) DO UPDATE SET count = @count, reset_at = @until, wait_until = @wait`,
  );
  // Read and write in one IMMEDIATE transaction: another process on the file waits for it.
  const attempt = db.transaction((key: string, now: number, policy: AttemptPolicy) => {
    const row = attemptRow.get(key);
    const live = row && row.reset_at > now ? row : null;
    if (live?.wait_until != null && live.wait_until > now) {
      return { allowed: false, count: live.count, waitUntil: new Date(live.wait_until) };
    }
    const count = (live?.count ?? 0) + 1;
    const wait = waitAfter(count, policy);
    const waitUntil = wait === null ? null : now + wait;
    writeAttempt.run({ key, count, until: now + policy.windowMs, wait: waitUntil });
    return { allowed: true, count, waitUntil: waitUntil === null ? null : new Date(waitUntil) };
  });

  return {
    async hit(key, now, windowMs) {
      const at = now.getTime();
      return fromRow(hit.get({ key, now: at, until: at + windowMs })!);
    },
    async peek(key, now) {
      const row = peek.get(key, now.getTime());
      return row ? fromRow(row) : null;
    },
    async attempt(key, now, policy): Promise<AttemptResult> {
      return attempt.immediate(key, now.getTime(), policy);
    },
    async forget(key) {
      forget.run(key);
    },
    async forgetPrefix(prefix) {
      return forgetRange.run(prefix, `${prefix}\u{10FFFF}`).changes;
    },
    async purgeExpired(now) {
      return purge.run(now.getTime()).changes;
    },
  };
}
