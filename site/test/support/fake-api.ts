// The network edge for the site's tests: the API package's fake server handed to the real API
// client. Interceptors (language, CSRF bootstrap, progress), endpoints and error mapping all run.
import { error, fakeServer, type Recorded, type Reply as ServerReply } from "@leca/api/testing";
import { configureApiClient } from "../../src/lib/api";

export { error };
export type { Recorded };

export interface Reply {
  /** 0: no response at all, as when the network is down. */
  status: number;
  body?: unknown;
}

export type Handler = (request: Recorded) => Reply | Promise<Reply> | undefined;

const isBackground = ({ method, url }: Recorded) =>
  method === "GET" && (url === "/is-admin" || url === "/csrf/");

/** Answers what every page asks by itself: a guest's admin check, and the CSRF cookie. */
const background = (request: Recorded): Reply => {
  if (request.url === "/is-admin") return { status: 401, body: { is_admin: false } };
  document.cookie = "csrftoken=test-token; path=/";
  return { status: 200, body: { ok: true } };
};

/** Installs `handler` as the API server for the next requests; unanswered requests get a 404. */
export function fakeApi(handler: Handler) {
  const server = fakeServer(async (request): Promise<ServerReply> => {
    const reply =
      (await handler(request)) ??
      (isBackground(request) ? background(request) : error(404, "NOT_FOUND", "Not found"));
    return reply.status === 0 ? { fail: "network" } : reply;
  });
  configureApiClient({ adapter: server.adapter });
  return {
    requests: server.requests,
    /** Requests the page made on purpose, without the admin check and CSRF bootstrap. */
    calls: () => server.requests.filter((request) => !isBackground(request)),
  };
}
