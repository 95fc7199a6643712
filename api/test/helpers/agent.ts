import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { ADMIN_PASSWORD } from "./app";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "HEAD";

/**
 * A browser-like client over app.inject(): keeps cookies (honouring deletion), and for unsafe
 * methods echoes the csrftoken cookie in X-CSRFToken, as the site's axios client does.
 */
export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    options: Omit<InjectOptions, "method" | "url"> & { csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const all: Record<string, string> = { ...(headers as Record<string, string>) };
    if (this.cookies.size > 0 && !("cookie" in all)) {
      all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    const token = this.cookies.get("csrftoken");
    if (csrf && token && method !== "GET" && method !== "HEAD" && !("x-csrftoken" in all)) {
      all["x-csrftoken"] = token;
    }
    const response = await this.app.inject({ method, url, headers: all, ...rest });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, options?: Parameters<Agent["request"]>[2]) =>
    this.request("GET", url, options);
  post = (url: string, payload?: unknown, options: Parameters<Agent["request"]>[2] = {}) =>
    this.request("POST", url, { payload: payload as InjectOptions["payload"], ...options });
  patch = (url: string, payload?: unknown, options: Parameters<Agent["request"]>[2] = {}) =>
    this.request("PATCH", url, { payload: payload as InjectOptions["payload"], ...options });
  put = (url: string, payload?: unknown, options: Parameters<Agent["request"]>[2] = {}) =>
    this.request("PUT", url, { payload: payload as InjectOptions["payload"], ...options });
  delete = (url: string, options?: Parameters<Agent["request"]>[2]) =>
    this.request("DELETE", url, options);

  /** Fetches a CSRF token first, as a fresh browser client would, then logs in. */
  async login(username = "admin", password = ADMIN_PASSWORD) {
    if (!this.cookies.has("csrftoken")) await this.get("/api/csrf/");
    const response = await this.post("/api/login/", { username, password });
    if (response.statusCode !== 200)
      throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response;
  }

  /** Another client holding this one's cookies: a second tab, or a thief who copied them. */
  copy(): Agent {
    const other = new Agent(this.app);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  /**
   * Replaces the access cookie with one that carries the same claims, signed with the same key,
   * but whose lifetime is over (after a second's wait): what a tab left open past 15 minutes sends.
   */
  async expireAccessToken() {
    const {
      iat: _iat,
      exp: _exp,
      ...claims
    } = this.app.jwt.access.decode<Record<string, unknown>>(this.cookies.get("access")!)!;
    this.cookies.set("access", this.app.jwt.access.sign(claims, { expiresIn: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }
}
