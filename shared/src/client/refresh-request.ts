// The refresh request itself, and what its failures mean. Only an answer that says the session
// is over sends the user to /login; a CSRF refusal or a rate limit is worth one more try, and no
// failure that leaves the session in doubt signs anyone out.
import type { AxiosInstance } from "axios";
import { API_ROUTES } from "../routes/paths";
import { toApiError } from "./errors";

export const REFRESH_PATH = API_ROUTES.auth.refresh.path;
const CSRF_PATH = API_ROUTES.auth.csrf.path;

/**
 * The longest Retry-After a refresh waits out, once. A longer one gives up at once: asking
 * sooner than the server said would only be refused again, and the caller (the dashboard's
 * guard shows the wait) is better placed to wait that long than a request left hanging.
 */
export const MAX_REFRESH_WAIT_SECONDS = 30;

/**
 * True when a failed refresh says the session is over. The API answers 401 UNAUTHORIZED for a
 * missing, expired, reused or revoked refresh token (auth/sessions.ts); a 403 counts only
 * with that code. Its other 403s are CSRF_FAILED and CROSS_SITE_REQUEST (auth/csrf.ts), about
 * the request, not the session; 429, a 5xx or no answer say nothing about it either.
 */
export function isSessionEnded(error: unknown): boolean {
  const { status, code } = toApiError(error);
  return status === 401 || (status === 403 && code === "UNAUTHORIZED");
}

/** POST /token/refresh/, with at most one more try when the first failure is worth it. */
export async function requestRefresh(
  http: AxiosInstance,
  maxWaitSeconds = MAX_REFRESH_WAIT_SECONDS,
): Promise<void> {
  // An empty JSON body: without one, axios in Node labels the POST as a form.
  const send = () => http.post(REFRESH_PATH, {}, { skipAuthRefresh: true });
  try {
    await send();
    return;
  } catch (error) {
    await prepareRetry(http, error, maxWaitSeconds);
  }
  await send();
}

/** Readies the one retry a failed refresh is worth, or rethrows its failure when none is. */
async function prepareRetry(
  http: AxiosInstance,
  error: unknown,
  maxWaitSeconds: number,
): Promise<void> {
  const { status, code, retryAfterSeconds } = toApiError(error);
  if (status === 403 && code === "CSRF_FAILED") {
    // The csrftoken cookie went stale (another tab signed in, say). The server renews a bad one
    // on any answer; the retry's X-CSRFToken is read from the renewed cookie.
    await http.get(CSRF_PATH, { skipAuthRefresh: true });
    return;
  }
  if (status === 429 && retryAfterSeconds !== undefined && retryAfterSeconds <= maxWaitSeconds) {
    await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
    return;
  }
  throw error;
}
