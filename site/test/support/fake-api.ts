// The network edge for the site's tests: the API package's fake server handed to the real API
// client. Interceptors (language, CSRF bootstrap, progress), endpoints and error mapping all run.
// The same server also answers window.fetch, which the navigation's admin check uses.
import { error, fakeServer, type Recorded, type Reply as ServerReply } from "@leca/shared/testing";
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

const API_BASE = "/api";

/**
 * window.fetch in front of the same server (jsdom has no fetch). Answers as browsers do: any
 * status resolves, no answer at all rejects with a TypeError.
 */
function fetchFrom(
  answer: (request: Recorded) => Promise<ServerReply>,
  requests: Recorded[],
  responses: Response[],
) {
  return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), window.location.href);
    const request: Recorded = {
      method: (init.method ?? "GET").toUpperCase(),
      url: url.pathname.slice(API_BASE.length),
      params: Object.fromEntries(url.searchParams),
      body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body,
      headers: { ...(init.headers as Record<string, string>), credentials: init.credentials },
      // A fetch has no axios config; no site test reads it.
      config: {} as Recorded["config"],
    };
    requests.push(request);
    const reply = await answer(request);
    if ("fail" in reply) throw new TypeError("Failed to fetch");
    const body = reply.raw ?? JSON.stringify(reply.body ?? null);
    // bodyUsed as in browsers: a body nobody reads keeps the request open there.
    const response = {
      status: reply.status,
      ok: reply.status >= 200 && reply.status < 300,
      bodyUsed: false,
      json: () => response.text().then((text) => JSON.parse(text) as unknown),
      text: () => {
        response.bodyUsed = true;
        return Promise.resolve(body);
      },
    };
    responses.push(response as unknown as Response);
    return response as unknown as Response;
  };
}

/** Installs `handler` as the API server for the next requests; unanswered requests get a 404. */
export function fakeApi(handler: Handler) {
  const answer = async (request: Recorded): Promise<ServerReply> => {
    const reply =
      (await handler(request)) ??
      (isBackground(request) ? background(request) : error(404, "NOT_FOUND", "Not found"));
    return reply.status === 0 ? { fail: "network" } : reply;
  };
  const server = fakeServer(answer);
  configureApiClient({ adapter: server.adapter });
  const responses: Response[] = [];
  window.fetch = jest.fn(fetchFrom(answer, server.requests, responses));
  return {
    requests: server.requests,
    /** What window.fetch answered, in order. */
    responses,
    /** Requests the page made on purpose, without the admin check and CSRF bootstrap. */
    calls: () => server.requests.filter((request) => !isBackground(request)),
  };
}

afterEach(() => {
  // A later test without a fake server must not reach this one's.
  Reflect.deleteProperty(window, "fetch");
});
