// The network edge for the site's tests: an axios adapter handed to the real API client.
// Interceptors (language, CSRF bootstrap, progress), endpoints and error mapping all run.
import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import { configureApiClient } from "../../src/lib/api";

export interface Reply {
  /** 0: no response at all, as when the network is down. */
  status: number;
  body?: unknown;
}

export interface Recorded {
  method: string;
  /** Relative to the client's baseURL, e.g. "/contact/". */
  url: string;
  body: unknown;
  headers: InternalAxiosRequestConfig["headers"];
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
  const requests: Recorded[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: Recorded = {
      method: (config.method ?? "get").toUpperCase(),
      url: config.url ?? "",
      body: typeof config.data === "string" ? JSON.parse(config.data) : config.data,
      headers: config.headers,
    };
    requests.push(request);
    const reply =
      (await handler(request)) ??
      (isBackground(request) ? background(request) : error(404, "NOT_FOUND", "Not found"));
    if (reply.status === 0) throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config);
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
  configureApiClient({ adapter });
  return {
    requests,
    /** Requests the page made on purpose, without the admin check and CSRF bootstrap. */
    calls: () => requests.filter((request) => !isBackground(request)),
  };
}

export const error = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Reply => ({ status, body: { statusCode: status, code, message, ...extra } });
