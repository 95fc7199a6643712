import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axios, { type AxiosAdapter, type AxiosResponse } from "axios";
import { App } from "@/app";
import { createAppDeps } from "@/lib/deps";
import {
  error,
  fakeServer,
  ok,
  type Answer,
  type Handler,
  type Recorded,
  type Reply,
} from "@leca/shared/testing";
import { page, session } from "./fixtures";

/** "METHOD /path" -> a reply, or a function of the request for replies that change. */
export type Routes = Record<string, Reply | Handler>;

/** An answer with response headers (Retry-After), which the shared fake server does not send. */
export const withHeaders = (answer: Answer, headers: Record<string, string>): Reply =>
  Object.assign({ ...answer }, { headers });

const DEFAULTS: Routes = {
  "GET /is-admin": ok({ is_admin: true }),
  "GET /csrf/": ok(),
  "POST /token/refresh/": ok(session),
  "POST /logout/": ok(),
  "GET /news/": ok(page([])),
  "GET /gallery/": ok(page([])),
  "GET /contact/": ok({ ...page([]), unread: 0 }),
  "GET /builds/": ok({ items: [] }),
  "GET /backups/status": ok({
    scheduled: true,
    everyMs: 86_400_000,
    keep: 14,
    last: { at: new Date().toISOString(), ok: true, file: "b.tar.gz", bytes: 2048, error: null },
    lastSuccessAt: new Date().toISOString(),
    warning: null,
  }),
  "GET /auth/2fa/": ok({ enabled: false, required: false, recoveryCodesLeft: 0 }),
  "GET /session/": ok({
    username: "admin",
    role: "admin",
    language: null,
    timeZone: "Asia/Dubai",
    mediaMaxBytes: 15 * 1024 * 1024,
  }),
  "GET /session/sessions/": ok({ sessions: [] }),
};

export function appServer(routes: Routes = {}) {
  // The headers of each request's answer, added to its response on the way out of the adapter.
  const headersOf = new WeakMap<object, Record<string, string>>();
  const server = fakeServer(async (request: Recorded) => {
    const key = `${request.method} ${request.url}`;
    const route = routes[key] ?? DEFAULTS[key];
    if (!route) return error(404, "NOT_FOUND", `No fake route for ${key}`);
    const reply = typeof route === "function" ? await route(request) : route;
    if ("headers" in reply) headersOf.set(request.config, reply.headers as Record<string, string>);
    return reply;
  });
  const addHeaders = (response: AxiosResponse) => {
    const extra = headersOf.get(response.config);
    if (extra) response.headers = { ...response.headers, ...extra };
    return response;
  };
  const adapter: AxiosAdapter = async (config) => {
    try {
      return addHeaders(await server.adapter(config));
    } catch (failure) {
      if (axios.isAxiosError(failure) && failure.response) addHeaders(failure.response);
      throw failure;
    }
  };
  return { ...server, adapter };
}

/** The whole app at a URL, with only the network (and full page loads) faked. */
export function renderApp(path: string, routes: Routes = {}) {
  window.history.replaceState(null, "", path);
  // The real server hands out this cookie with its first reply; the fake one cannot set cookies.
  document.cookie = "csrftoken=test-token; path=/";
  const server = appServer(routes);
  const leave = jest.fn<void, [string]>();
  const deps = createAppDeps({ adapter: server.adapter, leave });
  const user = userEvent.setup();
  const view = render(<App deps={deps} />);
  return { server, leave, deps, user, ...view };
}
