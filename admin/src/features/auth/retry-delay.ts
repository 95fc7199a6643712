import { CLIENT_ERROR_CODES, isApiError } from "@leca/shared/client";
import type { AccessProblem } from "@/lib/access-status";

const FIRST_MS = 1_000;
const BACKOFF_CAP_MS = 30_000;
/** A Retry-After is followed, within reason: the "Try again now" button is there for the rest. */
const ADVICE_CAP_MS = 120_000;

/**
 * How long to wait before asking again: what the server advised (Retry-After, sent with its 503
 * when it sheds load), else 1, 2, 4 … 30 s.
 */
export function retryDelayMs(attempt: number, error: unknown): number {
  const advised = isApiError(error) ? error.retryAfterSeconds : undefined;
  if (advised !== undefined) return Math.min(Math.max(advised * 1000, FIRST_MS), ADVICE_CAP_MS);
  return Math.min(FIRST_MS * 2 ** (attempt - 1), BACKOFF_CAP_MS);
}

export function problemOf(error: unknown): { problem: AccessProblem; status: number } {
  if (!isApiError(error)) return { problem: "failing", status: 0 };
  const { status } = error;
  if (error.code === CLIENT_ERROR_CODES.network) return { problem: "unreachable", status };
  if (status === 503 || status === 429) return { problem: "busy", status };
  return { problem: "failing", status };
}
