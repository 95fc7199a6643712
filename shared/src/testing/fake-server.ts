// A fake axios adapter: the edge of the outside world for every test that talks to the API
// through its client (the client's own, the dashboard's, the site's). Everything above it
// (interceptors, transforms, the client, the screens) is the real code. It answers like axios's own adapters:
// resolve for statuses validateStatus accepts, reject with an AxiosError otherwise, reject with
// ERR_NETWORK / ECONNABORTED when there is no response.
import axios from "axios";
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from "axios";

/** A response: JSON `body`, or `raw` text (an HTML error page from a proxy). */
export interface Answer {
  status: number;
  body?: unknown;
  raw?: string;
}

/** What the server does with a request: answer it, or never answer (network down, timeout). */
export type Reply = Answer | { fail: "network" | "timeout" };

export interface Recorded {
  method: string;
  /** Relative to baseURL, as the client asked for it, e.g. "/news/". */
  url: string;
  /** The query, `{}` when there is none. */
  params: Record<string, unknown>;
  /** JSON bodies parsed back; anything else (FormData) as sent. */
  body: unknown;
  headers: Record<string, unknown>;
  config: InternalAxiosRequestConfig;
}

export type Handler = (request: Recorded) => Reply | Promise<Reply>;

export interface FakeServer {
  adapter: AxiosAdapter;
  requests: Recorded[];
  /** How many requests matched "METHOD /path". */
  count(route: string): number;
  routes(): string[];
}

export function fakeServer(handler: Handler): FakeServer {
  const requests: Recorded[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: Recorded = {
      method: (config.method ?? "get").toUpperCase(),
      url: config.url ?? "",
      params: (config.params ?? {}) as Record<string, unknown>,
      body: parseBody(config.data),
      headers: config.headers.toJSON(),
      config,
    };
    requests.push(request);
    // A retry loop never yields to timers, so jest's timeout could not stop it: fail it here.
    if (requests.length > 200)
      throw new Error("runaway: more than 200 requests to the fake server");
    const reply = await handler(request);
    if ("fail" in reply) {
      const [message, code] =
        reply.fail === "network"
          ? ["Network Error", axios.AxiosError.ERR_NETWORK]
          : ["timeout of 1000ms exceeded", axios.AxiosError.ECONNABORTED];
      throw new axios.AxiosError(message, code, config, {});
    }
    const response: AxiosResponse = {
      // A string, as on the wire: axios's own transformResponse parses the JSON.
      data: reply.raw ?? (reply.body === undefined ? "" : JSON.stringify(reply.body)),
      status: reply.status,
      statusText: String(reply.status),
      headers: { "content-type": reply.raw === undefined ? "application/json" : "text/html" },
      config,
      request: {},
    };
    const validate = config.validateStatus;
    if (!validate || validate(reply.status)) return response;
    throw new axios.AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status < 500 ? axios.AxiosError.ERR_BAD_REQUEST : axios.AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  const routes = () => requests.map((r) => `${r.method} ${r.url}`);
  return {
    adapter,
    requests,
    routes,
    count: (route) => routes().filter((r) => r === route).length,
  };
}

function parseBody(data: unknown): unknown {
  if (typeof data !== "string") return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** A promise the test settles by hand, to hold a reply while other requests pile up. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Counts progress calls and fails loudly if done() ever outruns start(). */
export function progressProbe() {
  const probe = {
    starts: 0,
    dones: 0,
    underflow: false,
    start() {
      probe.starts += 1;
    },
    done() {
      probe.dones += 1;
      if (probe.dones > probe.starts) probe.underflow = true;
    },
  };
  return probe;
}

export const ok = (body: unknown = { ok: true }): Answer => ({ status: 200, body });
export const unauthorized: Answer = {
  status: 401,
  body: { statusCode: 401, code: "UNAUTHORIZED", message: "Please sign in" },
};
export const forbidden: Answer = {
  status: 403,
  body: { statusCode: 403, code: "FORBIDDEN", message: "Not allowed" },
};

/** The API's error body, as the errors plugin writes it. */
export const error = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Answer => ({ status, body: { statusCode: status, code, message, ...extra } });
