import { performance } from "node:perf_hooks";
import type { SessionStore } from "./types";

/**
 * How long this process trusts a "live" answer for a session before asking the store again.
 * Every signed-in request asks whether its session still lives; on SQLite the one-column read
 * cost ~15 µs of the ~85 µs an admin's request took (a third of the dashboard list's margin), and
 * on MongoDB it is a round trip. A revocation made by this process (logout, reuse detection,
 * an idle refresh, a password reset) takes effect at once: the wrapper forgets the session as
 * it writes. One made by another instance or the admin CLI is seen here within this time.
 */
export const LIVE_SESSION_CACHE_MS = 1000;

/** Beyond this many signed-in sessions seen within a second, start over rather than grow. */
const MAX_ENTRIES = 10_000;

/**
 * The store's sessions with their liveness remembered for LIVE_SESSION_CACHE_MS. Only "live" is
 * remembered: a revoked or unknown session never becomes live again, so it is asked each time
 * (and is rare: the client drops its cookies on the 401).
 */
export function withLiveSessionCache(
  sessions: SessionStore,
  ttlMs = LIVE_SESSION_CACHE_MS,
): SessionStore {
  // Session id -> when the store last said it was live (a monotonic clock: tests move app.now).
  const liveAt = new Map<string, number>();
  // Raised by every revocation: a read that began before one must not remember what it saw
  // (on MongoDB the read and the revocation can interleave).
  let revocations = 0;
  const forget = (id?: string) => {
    revocations += 1;
    if (id === undefined) liveAt.clear();
    else liveAt.delete(id);
  };
  return {
    ...sessions,
    async isLive(id) {
      const seen = liveAt.get(id);
      const now = performance.now();
      if (seen !== undefined && now - seen < ttlMs) return true;
      const before = revocations;
      const live = await sessions.isLive(id);
      if (live && before === revocations) {
        if (liveAt.size >= MAX_ENTRIES) liveAt.clear();
        liveAt.set(id, now);
      } else if (!live) {
        liveAt.delete(id);
      }
      return live;
    },
    async rotate(id, presentedJti, newJti, now, graceMs) {
      const result = await sessions.rotate(id, presentedJti, newJti, now, graceMs);
      // "reused" has just revoked the family; the others leave it as it was.
      if (result.kind !== "rotated" && result.kind !== "grace") forget(id);
      return result;
    },
    async revoke(id, now) {
      forget(id);
      await sessions.revoke(id, now);
      forget(id);
    },
    async revokeAllForUser(userId, now) {
      // The cache knows sessions by id only: forget them all (a password reset is rare).
      forget();
      const revoked = await sessions.revokeAllForUser(userId, now);
      forget();
      return revoked;
    },
    async revokeAllForUserExcept(userId, keepId, now) {
      forget();
      const revoked = await sessions.revokeAllForUserExcept(userId, keepId, now);
      forget();
      return revoked;
    },
  };
}
