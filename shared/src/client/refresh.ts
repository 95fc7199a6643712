// Sessions use a short-lived access cookie and a long-lived refresh cookie. When the access token
// has expired, the server answers 401/403; this interceptor renews the session once and replays
// the request, so pages never see an expiry that a refresh can fix.
import type { AxiosError, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from "axios";
import axios from "axios";
import { API_ROUTES } from "../routes/paths";
import { isSessionEnded, REFRESH_PATH, requestRefresh } from "./refresh-request";

export { REFRESH_PATH };

declare module "axios" {
  interface AxiosRequestConfig {
    /** Never refresh-and-retry this request on 401/403: the caller handles those itself. */
    skipAuthRefresh?: boolean;
    /**
     * Refresh-and-retry on 401/403 even on an auth path: the dashboard guard's admin check, where
     * a 401 may only mean the access token expired while the session lives on.
     */
    renewSession?: boolean;
  }
}

/**
 * Requests whose 401/403 is an answer, not an expired session: a wrong password, a failed
 * refresh, a missing CSRF cookie, or a guest asking whether they are admin. Retrying them would
 * loop or, for /is-admin, send every guest to /login.
 */
export const AUTH_PATHS = (
  ["login", "loginCode", "logout", "refresh", "csrf", "isAdmin"] as const
).map((name) => API_ROUTES.auth[name].path);

// Marks the one replay so a second 401/403 is final. A symbol, not a named option, so callers
// cannot set it by accident; axios copies own symbol keys when it merges the replayed config.
const RETRIED = Symbol("authRetried");
// How many refreshes had succeeded when the request was sent (same copying as RETRIED).
const SENT_AT = Symbol("refreshesWhenSent");
type Marked = InternalAxiosRequestConfig & { [RETRIED]?: true; [SENT_AT]?: number };

export interface AuthRefreshOptions {
  /**
   * Called once per refresh the server refused because the session is over (not once per
   * waiting request); the app goes to /login. Any other failure of the refresh reaches the
   * callers instead (see refresh-request.ts).
   */
  onAuthFailure?: (() => void) | undefined;
  /** The longest Retry-After of a rate-limited refresh that is waited out (once). */
  maxRefreshWaitSeconds?: number | undefined;
}

/** Installs the interceptor on `http`; returns a function that removes it. */
export function installAuthRefresh(
  http: AxiosInstance,
  options: AuthRefreshOptions = {},
): () => void {
  // One refresh at a time: every request that fails while it runs waits for the same answer,
  // so five expired requests cost one refresh, and the refresh cookie is rotated only once.
  let inFlight: Promise<void> | undefined;
  // A request sent with the old token may be refused after a refresh has already renewed the
  // session (the dashboard's desk sends several at once): it is replayed, not refreshed again,
  // which would rotate the refresh cookie a second time for nothing.
  let refreshes = 0;

  const refreshSession = (): Promise<void> => {
    inFlight ??= requestRefresh(http, options.maxRefreshWaitSeconds)
      .then(
        () => {
          refreshes += 1;
        },
        (error: unknown) => {
          if (isSessionEnded(error)) options.onAuthFailure?.();
          throw error;
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  const stamp = http.interceptors.request.use((config: Marked) => {
    config[SENT_AT] = refreshes;
    return config;
  });

  const id = http.interceptors.response.use(
    undefined,
    async (error: unknown): Promise<AxiosResponse> => {
      if (!axios.isAxiosError(error) || !shouldRefresh(error, http.defaults.baseURL)) throw error;
      const config = error.config as Marked;
      const renewedSince = (config[SENT_AT] ?? refreshes) < refreshes;
      try {
        if (!renewedSince) await refreshSession();
      } catch (refreshError) {
        // The session is over: the request's own 401/403 is the truth. Any other failure (no
        // answer, a 5xx, a rate limit or CSRF refusal that one more try did not cure) says
        // nothing about the session: the caller learns what went wrong, not that it was signed out.
        throw isSessionEnded(refreshError) ? error : refreshError;
      }
      const replay: Marked = { ...config, [RETRIED]: true };
      return http.request(replay);
    },
  );

  return () => {
    http.interceptors.request.eject(stamp);
    http.interceptors.response.eject(id);
  };
}

function shouldRefresh(error: AxiosError, baseURL: string | undefined): boolean {
  const status = error.response?.status;
  const config = error.config as Marked | undefined;
  if ((status !== 401 && status !== 403) || !config) return false;
  if (config.skipAuthRefresh || config[RETRIED]) return false;
  return config.renewSession === true || !isAuthPath(config.url, baseURL);
}

/** Compares paths relative to baseURL, ignoring query, hash and a trailing slash. */
export function isAuthPath(url: string | undefined, baseURL = ""): boolean {
  if (url === undefined) return false;
  let path = url.replace(/[?#].*$/, "");
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) {
    // An absolute URL (rare): drop the origin and the base path to compare like a relative one.
    path = path.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, "");
    const basePath = baseURL.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, "").replace(/\/+$/, "");
    if (basePath && path.startsWith(basePath + "/")) path = path.slice(basePath.length);
  }
  const normalized = trimSlashes(path);
  return AUTH_PATHS.some((authPath) => trimSlashes(authPath) === normalized);
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, "");
