import axios, { type AxiosAdapter, type AxiosInstance } from "axios";

export interface BrowserOptions {
  /**
   * What goes into an unsafe request's X-CSRFToken: a browser echoes the csrftoken cookie; a test
   * may change the cookie first, or send something else, to meet the server's CSRF refusal.
   */
  csrfHeader?: (jar: Map<string, string>) => string | undefined;
}

export interface Browser {
  /** The cookies the browser holds, by name. */
  jar: Map<string, string>;
  /** Every request that reached the network, with its answer: "POST /api/token/refresh/ 403". */
  traffic: string[];
}

/**
 * What a browser does for the client in Node: keep cookies and echo csrftoken in X-CSRFToken
 * (axios reads document.cookie only in a browser). The traffic is noted at the network edge, so
 * it lists the refresh, the CSRF fetch and the replays in the order they were answered.
 */
export function asBrowser(http: AxiosInstance, options: BrowserOptions = {}): Browser {
  const csrfHeader = options.csrfHeader ?? ((jar) => jar.get("csrftoken"));
  const jar = new Map<string, string>();
  const traffic: string[] = [];
  http.interceptors.request.use((config) => {
    if (!["get", "head"].includes((config.method ?? "get").toLowerCase())) {
      const token = csrfHeader(jar);
      if (token) config.headers.set("X-CSRFToken", token);
    }
    config.headers.set("Cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    return config;
  });
  const store = (headers: Record<string, unknown> | undefined) => {
    for (const cookie of (headers?.["set-cookie"] as string[] | undefined) ?? []) {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...value] = pair.split("=");
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value.join("="));
    }
  };
  const network = axios.getAdapter(http.defaults.adapter);
  const adapter: AxiosAdapter = async (config) => {
    const request = `${(config.method ?? "get").toUpperCase()} ${new URL(axios.getUri(config)).pathname}`;
    try {
      const response = await network(config);
      traffic.push(`${request} ${response.status}`);
      store(response.headers as Record<string, unknown>);
      return response;
    } catch (error) {
      const response = axios.isAxiosError(error) ? error.response : undefined;
      traffic.push(`${request} ${response?.status ?? "no answer"}`);
      store(response?.headers as Record<string, unknown> | undefined);
      throw error;
    }
  };
  http.defaults.adapter = adapter;
  return { jar, traffic };
}
