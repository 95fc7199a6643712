import type { AttemptPolicy } from "./types";

/**
 * The wait an allowed sign-in attempt starts (AttemptPolicy), or null while attempts are free:
 * the last free attempt starts the first wait, each later one twice the one before, capped.
 */
export function waitAfter(count: number, policy: AttemptPolicy): number | null {
  if (count < policy.free) return null;
  return Math.min(policy.maxWaitMs, policy.firstWaitMs * 2 ** Math.min(count - policy.free, 30));
}
