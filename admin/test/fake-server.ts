// A fake axios adapter: the network edge for the app's tests. Everything above it (interceptors,
// the API client, react-query, the router, the screens) is the real code.
import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";

export interface Reply {
  status: number;
  body?: unknown;
}

export interface Recorded {
  method: string;
  /** Relative to the client's baseURL, e.g. "/news/". */
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  config: InternalAxiosRequestConfig;
}

export type Handler = (request: Recorded) => Reply | Promise<Reply>;

export function fakeServer(handler: Handler) {
  const requests: Recorded[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: Recorded = {
      method: (config.method ?? "get").toUpperCase(),
      url: config.url ?? "",
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === "string" ? JSON.parse(config.data) : config.data,
      config,
    };
    requests.push(request);
    if (requests.length > 200) throw new Error("runaway: more than 200 requests");
    const reply = await handler(request);
    const response: AxiosResponse = {
      data: reply.body === undefined ? "" : JSON.stringify(reply.body),
      status: reply.status,
      statusText: String(reply.status),
      headers: { "content-type": "application/json" },
      config,
      request: {},
    };
    // axios parses JSON in its response transform, which runs after the adapter.
    if (!config.validateStatus || config.validateStatus(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_REQUEST,
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
    count: (route: string) => routes().filter((r) => r === route).length,
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

export const ok = (body: unknown = { ok: true }): Reply => ({ status: 200, body });

export const error = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Reply => ({ status, body: { statusCode: status, code, message, ...extra } });

/** A promise the test settles by hand, to hold a reply while other requests pile up. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
