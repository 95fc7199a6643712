// Rate-limit counters shared by every instance.

/** A fixed rate-limit window: the hits counted under one key until it ends. */
export interface RateLimitWindow {
  count: number;
  resetAt: Date;
}

/** Rate-limit counters every instance shares, so N instances allow what one would. */
export interface RateLimitStore {
  /**
   * Counts one hit, atomically: a key with no live window (none, or resetAt <= now) starts one at
   * count 1 that ends at now + windowMs; a live one counts up and keeps its end.
   */
  hit(key: string, now: Date, windowMs: number): Promise<RateLimitWindow>;
  /** The live window without counting a hit; null when there is none. */
  peek(key: string, now: Date): Promise<RateLimitWindow | null>;
  /** Deletes the windows that ended (resetAt <= now); returns how many. */
  purgeExpired(now: Date): Promise<number>;
}
