import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App } from "@/app";
import { createAppDeps } from "@/lib/deps";
import { error, fakeServer, ok, type Handler, type Recorded, type Reply } from "@leca/api/testing";
import { page, session } from "./fixtures";

/** "METHOD /path" -> a reply, or a function of the request for replies that change. */
export type Routes = Record<string, Reply | Handler>;

const DEFAULTS: Routes = {
  "GET /is-admin": ok({ is_admin: true }),
  "GET /csrf/": ok(),
  "POST /token/refresh/": ok(session),
  "POST /logout/": ok(),
  "GET /news/": ok(page([])),
  "GET /gallery/": ok(page([])),
  "GET /contact/": ok({ ...page([]), unread: 0 }),
  "GET /builds/": ok({ items: [] }),
};

export function appServer(routes: Routes = {}) {
  return fakeServer((request: Recorded) => {
    const key = `${request.method} ${request.url}`;
    const route = routes[key] ?? DEFAULTS[key];
    if (!route) return error(404, "NOT_FOUND", `No fake route for ${key}`);
    return typeof route === "function" ? route(request) : route;
  });
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
