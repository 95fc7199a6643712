// The one axios instance the site and the admin app talk to the API through. Everything a
// request needs on every call (cookies, CSRF header, language, progress bar, session refresh)
// is set up here once, so the endpoint functions stay one line each.
import axios from "axios";
import type { AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from "axios";
import type { Lang } from "../contracts/languages";
import { createEndpoints, type ApiEndpoints } from "./endpoints";
import { installAuthRefresh } from "./refresh";
import { installCsrfBootstrap } from "./csrf";

import type { ProgressHooks } from "./progress";

export interface ApiClientOptions {
  /** Where the API lives; "/api" on the same origin as the pages. */
  baseURL?: string;
  /**
   * Whether the API shares the pages' site (default true). axios only copies the CSRF cookie into
   * a header for same-origin URLs, so with an API on a sibling origin it must be told to.
   */
  sameSite?: boolean;
  /** The page's language, asked on each request so a language switch applies at once. */
  language?: () => Lang;
  /** Progress bar (nprogress): start once per request, done once when it settles. */
  progress?: ProgressHooks;
  /** The server refused the refresh because the session is over: the app sends the user to /login. */
  onAuthFailure?: () => void;
  /** Replaces the network (tests). */
  adapter?: AxiosRequestConfig["adapter"];
}

export type ApiClient = ApiEndpoints & {
  /** The configured instance, for a call no endpoint function covers yet. */
  http: AxiosInstance;
};

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = axios.create({
    baseURL: options.baseURL ?? "/api",
    // Sessions live in httpOnly cookies; the browser sends them only when asked to.
    withCredentials: true,
    // The server sets `csrftoken` and checks `X-CSRFToken` on unsafe methods (double submit).
    xsrfCookieName: "csrftoken",
    xsrfHeaderName: "X-CSRFToken",
    // Left unset otherwise: axios then sends the token to same-origin URLs only.
    ...((options.sameSite ?? true) ? { withXSRFToken: true } : {}),
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const { language } = options;
  if (language) {
    http.interceptors.request.use((config) => {
      // Server messages (errors included) come back in the page's language.
      config.headers.set("Accept-Language", language(), false);
      return config;
    });
  }

  // Registered before the refresh interceptor so a request's bar is done before its replay
  // starts another: the replay is a request of its own, with its own start and done.
  if (options.progress) installProgress(http, options.progress);
  installAuthRefresh(http, { onAuthFailure: options.onAuthFailure });
  installCsrfBootstrap(http);

  return { http, ...createEndpoints(http) };
}

// Set when a request's start() was called, cleared by its done(). A request that fails before
// start() (an earlier interceptor threw) then does not call done(), so the two stay balanced.
const STARTED = Symbol("progressStarted");
type Marked = InternalAxiosRequestConfig & { [STARTED]?: true };

function installProgress(http: AxiosInstance, progress: ProgressHooks): void {
  http.interceptors.request.use((config: Marked) => {
    progress.start();
    config[STARTED] = true;
    return config;
  });
  const finish = (config: Marked | undefined) => {
    if (!config?.[STARTED]) return;
    delete config[STARTED];
    progress.done();
  };
  http.interceptors.response.use(
    (response) => {
      finish(response.config);
      return response;
    },
    (error: unknown) => {
      finish(axios.isAxiosError(error) ? error.config : undefined);
      throw error;
    },
  );
}
