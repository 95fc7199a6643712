// Rate-limit counters shared by every instance.

/** A fixed rate-limit window: the hits counted under one key until it ends. */
export interface RateLimitWindow {
  count: number;
  resetAt: Date;
}

/**
 * How sign-in attempts under one key are slowed: the first `free` attempts pass; the last free
 * one starts a wait of `firstWaitMs`, and each attempt allowed after a wait doubles it, up to
 * `maxWaitMs`. Attempts made during a wait are refused and not counted. The count is forgotten
 * `windowMs` after the last counted attempt (or by forget(), on a successful sign-in).
 */
export interface AttemptPolicy {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
  windowMs: number;
}

export interface AttemptResult {
  allowed: boolean;
  /** Attempts counted under the key so far (this one included when allowed). */
  count: number;
  /** When the next attempt may be made, if it has to wait. */
  waitUntil: Date | null;
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
  /**
   * Counts a sign-in attempt under `key` before it is checked, atomically (parallel guesses
   * cannot slip past a wait): see AttemptPolicy.
   */
  attempt(key: string, now: Date, policy: AttemptPolicy): Promise<AttemptResult>;
  /** Forgets the key's count and wait (a sign-in that passed). */
  forget(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix` (an account's waits, lifted on the server). */
  forgetPrefix(prefix: string): Promise<number>;
  /** Deletes the windows that ended (resetAt <= now); returns how many. */
  purgeExpired(now: Date): Promise<number>;
}
