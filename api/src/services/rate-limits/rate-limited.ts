import { HttpError } from "../../lib/http-error";

/** The 429 every limiter answers, with the seconds left in its window (never 403, see security.ts). */
export function rateLimited(ttlMs: number): HttpError {
  const seconds = Math.ceil(ttlMs / 1000);
  return new HttpError(429, "RATE_LIMITED", "server.rateLimited", {
    vars: { count: seconds },
    headers: { "retry-after": String(seconds) },
  });
}
