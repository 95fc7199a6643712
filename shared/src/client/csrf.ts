import type { AxiosInstance, InternalAxiosRequestConfig } from "axios";
import { API_ROUTES } from "../routes/paths";

const SAFE = new Set(["get", "head", "options"]);
const hasCsrfCookie = () => /(?:^|;\s*)csrftoken=/.test(document.cookie);

/**
 * A visitor's very first request may be unsafe (sending the contact form before anything else
 * was asked of the API), and a visitor's reads leave no cookie (auth/csrf.ts), so the
 * csrftoken cookie is fetched once first from GET /csrf/; concurrent first requests share that
 * one fetch. Outside a browser this does nothing.
 */
export function installCsrfBootstrap(http: AxiosInstance): void {
  let pending: Promise<unknown> | null = null;
  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (typeof document === "undefined" || SAFE.has((config.method ?? "get").toLowerCase())) {
      return config;
    }
    if (!hasCsrfCookie()) {
      pending ??= http
        .get(API_ROUTES.auth.csrf.path, { skipAuthRefresh: true })
        .finally(() => (pending = null));
      await pending;
    }
    return config;
  });
}
