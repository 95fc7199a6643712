import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { RateLimitStore } from "../../store/types";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The route a child store counts for. The plugin makes children from a route's merged options,
 * whose `routeInfo` is the route (config.rateLimit), or an empty one (app.rateLimit()); its
 * typings call the argument RouteOptions, which it is not, hence the checks.
 */
function routeOf(options: object): string {
  const info: unknown = "routeInfo" in options ? options.routeInfo : undefined;
  if (typeof info !== "object" || info === null) return "";
  if (!("url" in info) || typeof info.url !== "string") return "";
  return `${"method" in info ? String(info.method) : ""} ${info.url}|`;
}

/**
 * @fastify/rate-limit's store over the Store's rateLimits, so every instance counts into the same
 * windows: N instances allow what one would, not N times as much. Fixed windows, like the
 * plugin's own LocalStore; continueExceeding and exponentialBackoff are not offered (no route
 * asks for them). Real time, not the app's clock: tests move the app's clock by minutes.
 */
export function sharedRateLimitStore(
  store: RateLimitStore,
  now: () => Date = () => new Date(),
): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    /** `prefix` keeps one route's counts apart from another's for the same client. */
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      store.hit(this.prefix + key, at, timeWindow).then(
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - at.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The plugin's `{ increment: false }` peek (createRateLimit callers). */
    read(key: string, callback: Callback): void {
      const at = now();
      store.peek(this.prefix + key, at).then(
        (window) =>
          callback(null, {
            current: window?.count ?? 0,
            ttl: window ? window.resetAt.getTime() - at.getTime() : 0,
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Route limits are named by route; app.rateLimit() ones by their own keys ("login-user:…"). */
    child(options: object): FastifyRateLimitStore {
      return new SharedStore({}, this.prefix + routeOf(options));
    }
  }
  return SharedStore;
}
