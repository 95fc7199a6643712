// Every API route's method and path, relative to the API's base ("/api"). The server registers
// exactly these (api/src/lib/serve.ts) and the client calls exactly these (client/endpoints.ts);
// schemas.ts gives each the same name and its schemas. Zod-free on purpose: the browser's client
// needs the paths at run time but only the schemas' types, so the site's islands stay small.
import type { ItemKindName } from "../kind-names";
import { IS_ADMIN_PATH } from "./public-paths";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One route: `:name` segments are path parameters. */
export interface RoutePath {
  readonly method: HttpMethod;
  readonly path: string;
}

const route = <const M extends HttpMethod, const P extends string>(method: M, path: P) => ({
  method,
  path,
});

export const API_ROUTES = {
  auth: {
    csrf: route("GET", "/csrf/"),
    login: route("POST", "/login/"),
    loginCode: route("POST", "/login/2fa/"),
    logout: route("POST", "/logout/"),
    refresh: route("POST", "/token/refresh/"),
    isAdmin: route("GET", IS_ADMIN_PATH),
    profile: route("GET", "/session/"),
    setUiLanguage: route("PUT", "/session/language/"),
  },
  twoFactor: {
    status: route("GET", "/auth/2fa/"),
    setup: route("POST", "/auth/2fa/setup/"),
    enable: route("POST", "/auth/2fa/enable/"),
    disable: route("POST", "/auth/2fa/disable/"),
    renewRecoveryCodes: route("POST", "/auth/2fa/recovery-codes/"),
  },
  account: {
    changePassword: route("POST", "/session/password/"),
    sessions: route("GET", "/session/sessions/"),
    endSession: route("DELETE", "/session/sessions/:id/"),
    endOtherSessions: route("POST", "/session/sessions/end-others/"),
  },
  media: {
    upload: route("POST", "/media/"),
    file: route("GET", "/media/:id"),
    remove: route("DELETE", "/media/:id/"),
  },
  contact: {
    send: route("POST", "/contact/"),
    list: route("GET", "/contact/"),
    exportCsv: route("GET", "/contact/export.csv"),
    update: route("PATCH", "/contact/:id/"),
    addNote: route("POST", "/contact/:id/notes/"),
  },
  builds: {
    list: route("GET", "/builds/"),
    request: route("POST", "/builds/"),
  },
  audit: {
    list: route("GET", "/audit/"),
  },
  backups: {
    status: route("GET", "/backups/status"),
  },
  webhooks: {
    netlify: route("POST", "/webhooks/netlify/"),
  },
  health: {
    summary: route("GET", "/health"),
    live: route("GET", "/health/live"),
    ready: route("GET", "/health/ready"),
  },
} as const satisfies Record<string, Record<string, RoutePath>>;

/**
 * Every content kind's routes, below its own base (`/news`, `/gallery`): read without a trailing
 * slash, write with one.
 */
export const ITEM_ROUTES = {
  list: route("GET", "/"),
  get: route("GET", "/:slug"),
  create: route("POST", "/"),
  update: route("PATCH", "/:slug/"),
  remove: route("DELETE", "/:slug/"),
  history: route("GET", "/:slug/revisions/"),
  revision: route("GET", "/:slug/revisions/:version/"),
  restore: route("POST", "/:slug/revisions/:version/restore/"),
} as const satisfies Record<string, RoutePath>;

export type ApiRoutes = typeof API_ROUTES;
export type ItemRouteName = keyof typeof ITEM_ROUTES;

/** A kind's routes with their full paths (`/news/:slug`). */
export function itemRoutesOf(kind: ItemKindName): Record<ItemRouteName, RoutePath> {
  return Object.fromEntries(
    Object.entries(ITEM_ROUTES).map(([name, { method, path }]) => [
      name,
      { method, path: `/${kind}${path}` },
    ]),
  ) as Record<ItemRouteName, RoutePath>;
}

/** A path with its `:name` segments filled in (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
