import type net from "node:net";
import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import { CookieJar } from "tough-cookie";
import { ADMIN_PASSWORD, makeApp, type TestApp } from "../helpers/app";

type Retryable = InternalAxiosRequestConfig & { retried?: boolean };

/** What a browser adds to axios: cookies kept per origin and sent back. */
function useCookieJar(http: AxiosInstance, jar: CookieJar) {
  http.interceptors.request.use(async (config) => {
    const url = http.getUri(config);
    const cookies = await jar.getCookieString(url);
    if (cookies) config.headers.set("Cookie", cookies);
    return config;
  });
  const keep = async (url: string, headers: Record<string, unknown> | undefined) => {
    for (const cookie of (headers?.["set-cookie"] as string[] | undefined) ?? []) {
      await jar.setCookie(cookie, url);
    }
  };
  http.interceptors.response.use(
    async (response) => (await keep(http.getUri(response.config), response.headers), response),
    async (error: AxiosError) => {
      if (error.config) await keep(http.getUri(error.config), error.response?.headers);
      throw error;
    },
  );
}

/**
 * The client exactly as spec section 7 and 8 describe it, and nothing more: base path /api,
 * cookies sent, X-CSRFToken from the csrftoken cookie, and on 401/403 one silent retry after a
 * token refresh that concurrent failures share. No `data` on calls that send none.
 */
function specClient(origin: string, jar: CookieJar) {
  const http = axios.create({ baseURL: `${origin}/api`, withCredentials: true });
  const sent: string[] = [];
  useCookieJar(http, jar);
  http.interceptors.request.use(async (config) => {
    const csrf = (await jar.getCookies(http.getUri(config))).find((c) => c.key === "csrftoken");
    if (csrf) config.headers.set("X-CSRFToken", csrf.value);
    sent.push(`${config.method!.toUpperCase()} ${config.url}`);
    return config;
  });
  let refreshing: Promise<unknown> | null = null;
  http.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as Retryable | undefined;
    const status = error.response?.status;
    if (!config || (status !== 401 && status !== 403) || config.retried) throw error;
    if (config.url === "/token/refresh/") throw error;
    refreshing ??= http.post("/token/refresh/").finally(() => (refreshing = null));
    await refreshing;
    return http.request({ ...config, retried: true } as Retryable);
  });
  return { http, sent };
}

describe("the spec's own axios client against a running API", () => {
  let t: TestApp;
  let origin: string;
  // Tokens are signed and checked against Date.now (fast-jwt): moving it past the access token's
  // 15 minutes expires the token at once, with nothing to wait for and no timing to race.
  let skew = 0;
  const realNow = Date.now;
  const expire = () => (skew += 16 * 60 * 1000);
  beforeAll(async () => {
    jest.spyOn(Date, "now").mockImplementation(() => realNow() + skew);
    t = await makeApp();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    jest.restoreAllMocks();
  });

  it("logs in, checks admin, refreshes once on expiry (shared by concurrent calls), logs out", async () => {
    const jar = new CookieJar();
    const { http, sent } = specClient(origin, jar);

    // The navigation's check: any status is an answer; a visitor's is not an error. Sent from a
    // page without a form it sets no cookie; from the sign-in page (a browser sends the page as
    // its Referer) it leaves the csrftoken the login then echoes.
    const cookieKeys = async () => (await jar.getCookies(origin)).map((c) => c.key);
    const fromHome = await http.get("/is-admin", {
      validateStatus: () => true,
      headers: { Referer: `${origin}/` },
    });
    expect([fromHome.status, await cookieKeys()]).toEqual([204, []]);
    const visitor = await http.get("/is-admin", {
      validateStatus: () => true,
      headers: { Referer: `${origin}/login/` },
    });
    expect(visitor.status).toBe(204);
    expect(await cookieKeys()).toContain("csrftoken");

    const login = await http.post("/login/", { username: "admin", password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    expect((await http.get("/is-admin")).data).toEqual({ is_admin: true });

    expire();
    sent.length = 0;
    expect((await http.get("/is-admin")).status).toBe(200);
    expect(sent).toEqual(["GET /is-admin", "POST /token/refresh/", "GET /is-admin"]);

    expire();
    sent.length = 0;
    const [builds, inbox] = await Promise.all([http.get("/builds/"), http.get("/contact/")]);
    expect([builds.status, inbox.status]).toEqual([200, 200]);
    expect(sent.filter((line) => line === "POST /token/refresh/")).toHaveLength(1);
    expect(sent).toHaveLength(5);

    // A bodyless DELETE, as the spec's client sends one.
    const gone = await http.delete("/media/00000000-0000-4000-8000-000000000000/", {
      validateStatus: () => true,
    });
    expect(gone.status).toBe(404);

    expect((await http.post("/logout/")).data).toEqual({ ok: true });
    const after = await http.get("/is-admin", { validateStatus: () => true });
    expect(after.status).toBe(204);
  });

  it("sends a bodyless POST the way an unmodified axios does", async () => {
    const { http } = specClient(origin, new CookieJar());
    await http.get("/csrf/");
    const response = await http.post("/logout/");
    expect(response.status).toBe(200);
    // What this test is about: axios in Node labels a POST without data as a form.
    const sentHeaders = response.request as { getHeader(name: string): unknown };
    expect(sentHeaders.getHeader("content-type")).toBe("application/x-www-form-urlencoded");
  });
});
