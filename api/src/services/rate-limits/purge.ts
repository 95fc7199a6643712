import type { Logger } from "../../lib/logger";
import type { RateLimitStore } from "../../store/types";

/** Often enough that ended windows stay a few rows per active client; rare enough to cost nothing. */
export const PURGE_EVERY_MS = 60_000;

/**
 * Deletes ended rate-limit windows now and then. Each instance does it: the delete is idempotent
 * and cheap (an index range), so it needs no leader. MongoDB's TTL index would do it alone;
 * SQLite has nothing of the kind. Returns the stop function.
 */
export function purgeEndedWindows(store: RateLimitStore, log: Logger): () => void {
  const timer = setInterval(() => {
    store.purgeExpired(new Date()).catch((error: unknown) => {
      log.warn({ err: error }, "could not delete ended rate-limit windows");
    });
  }, PURGE_EVERY_MS).unref();
  return () => clearInterval(timer);
}
