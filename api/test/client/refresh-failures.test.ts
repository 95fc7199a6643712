// Which refresh failures end the session, against the real server (and, for answers the server
// gives only after a minute or never on demand, an HTTP edge in front of it). Only "the session
// is gone" signs the user out; a CSRF refusal, a rate limit, a 5xx or no answer does not.
import { createApiClient, isApiError, type ApiError } from "@leca/shared/client";
import { ADMIN_PASSWORD, makeApp, type TestApp } from "../helpers/app";
import { asBrowser, type BrowserOptions } from "./support/browser";
import { startEdge, type EdgeAction } from "./support/edge";

const REFRESH = "/api/token/refresh/";

async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ host: "127.0.0.1", port: 0 });
}

/** A signed-in admin's client whose access token has just expired (its cookie is gone). */
async function expiredAdmin(origin: string, options: BrowserOptions = {}) {
  const onAuthFailure = jest.fn();
  const client = createApiClient({ baseURL: `${origin}/api`, onAuthFailure });
  const browser = asBrowser(client.http, options);
  await client.csrf();
  await client.login({ username: "admin", password: ADMIN_PASSWORD });
  browser.jar.delete("access");
  browser.traffic.length = 0;
  // The inbox is admin-only: without a live access token it is a 401.
  const readInbox = () => client.contact.list();
  return { client, browser, onAuthFailure, readInbox };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => new Error("expected a rejection"),
    (error: unknown) => error,
  );
  if (isApiError(outcome)) return outcome;
  throw outcome;
}

describe("a refresh refused by the real server", () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await makeApp();
    origin = await listen(t);
  });
  afterAll(() => t.close());

  it("for a stale CSRF token: fetches a fresh csrftoken, refreshes once more and replays", async () => {
    // Any API answer renews a bad csrftoken, so the cookie goes stale just as the refresh is sent
    // (as when another tab's sign-in replaced it).
    let staleNext = false;
    const { browser, onAuthFailure, readInbox } = await expiredAdmin(origin, {
      csrfHeader: (jar) => {
        if (staleNext) jar.set("csrftoken", "stale.token");
        staleNext = false;
        return jar.get("csrftoken");
      },
    });
    staleNext = true;

    await expect(readInbox()).resolves.toMatchObject({ items: [], unread: 0 });

    expect(browser.traffic).toEqual([
      "GET /api/contact/ 401",
      `POST ${REFRESH} 403`,
      "GET /api/csrf/ 200",
      `POST ${REFRESH} 200`,
      "GET /api/contact/ 200",
    ]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("for a CSRF header a fresh token does not cure: one retry, the 403 surfaces, no sign-out", async () => {
    let forge = false;
    const admin = await expiredAdmin(origin, {
      csrfHeader: (jar) => (forge ? "forged.header" : jar.get("csrftoken")),
    });
    forge = true;

    const error = await rejection(admin.readInbox());

    expect(error).toMatchObject({ status: 403, code: "CSRF_FAILED" });
    expect(admin.browser.traffic).toEqual([
      "GET /api/contact/ 401",
      `POST ${REFRESH} 403`,
      "GET /api/csrf/ 200",
      `POST ${REFRESH} 403`,
    ]);
    expect(admin.onAuthFailure).not.toHaveBeenCalled();
    // The session was never in question: with an honest header the next call goes through.
    forge = false;
    await expect(admin.readInbox()).resolves.toMatchObject({ items: [], unread: 0 });
  });

  it("as cross-site: not retried (a new token cannot help), the 403 surfaces, no sign-out", async () => {
    const { client, browser, onAuthFailure, readInbox } = await expiredAdmin(origin);
    client.http.defaults.headers.common["Origin"] = "https://elsewhere.example";

    const error = await rejection(readInbox());

    expect(error).toMatchObject({ status: 403, code: "CROSS_SITE_REQUEST" });
    expect(browser.traffic).toEqual(["GET /api/contact/ 401", `POST ${REFRESH} 403`]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("because the session is over (401): signs out once, and the request's 401 surfaces", async () => {
    const { client, browser, onAuthFailure, readInbox } = await expiredAdmin(origin);
    // Signed out elsewhere (another tab): the refresh cookie this browser still holds is revoked.
    const before = new Map(browser.jar);
    await client.logout();
    browser.jar.clear();
    for (const [name, value] of before) browser.jar.set(name, value);
    browser.traffic.length = 0;

    const error = await rejection(readInbox());

    expect(error).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    expect(browser.traffic).toEqual(["GET /api/contact/ 401", `POST ${REFRESH} 401`]);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it("the dashboard guard's check gets no answer (not 'guest') when CSRF stops the refresh", async () => {
    let forge = false;
    const admin = await expiredAdmin(origin, {
      csrfHeader: (jar) => (forge ? "forged.header" : jar.get("csrftoken")),
    });
    forge = true;

    const error = await rejection(admin.client.isAdmin({ renewSession: true }));

    expect(error).toMatchObject({ status: 403, code: "CSRF_FAILED" });
    expect(admin.onAuthFailure).not.toHaveBeenCalled();
  });
});

describe("a rate-limited refresh (429)", () => {
  it("from the real server, whose Retry-After is beyond the wait cap: gives up at once, no sign-out", async () => {
    const t = await makeApp();
    try {
      const { client, browser, onAuthFailure, readInbox } = await expiredAdmin(await listen(t));
      // Spend the refresh budget (60 a minute) until the server says 429.
      let spent: unknown = null;
      for (let i = 0; i < 70 && !isApiError(spent); i += 1) {
        spent = await client.refresh().then(
          () => null,
          (error: unknown) => error,
        );
      }
      expect(spent).toMatchObject({ status: 429 });
      browser.jar.delete("access");
      browser.traffic.length = 0;

      const started = Date.now();
      const error = await rejection(readInbox());

      expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED" });
      expect(error.retryAfterSeconds).toBeGreaterThan(30);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(browser.traffic).toEqual(["GET /api/contact/ 401", `POST ${REFRESH} 429`]);
      expect(onAuthFailure).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });

  describe("behind an HTTP edge", () => {
    let t: TestApp;
    let origin: string;
    beforeAll(async () => {
      t = await makeApp();
      origin = await listen(t);
    });
    afterAll(() => t.close());

    const rateLimited: EdgeAction = {
      status: 429,
      headers: { "retry-after": "1" },
      body: { statusCode: 429, code: "RATE_LIMITED", message: "Too many requests." },
    };

    /** An edge that answers the refreshes itself, in turn, and passes everything else. */
    async function edgeAnsweringRefreshes(...answers: EdgeAction[]) {
      let refreshes = 0;
      return startEdge(origin, (method, path) => {
        if (method !== "POST" || path !== REFRESH) return "pass";
        return answers[Math.min(refreshes++, answers.length - 1)] ?? "pass";
      });
    }

    it("with a short Retry-After: waits it out once, refreshes and replays", async () => {
      const edge = await edgeAnsweringRefreshes(rateLimited, "pass");
      try {
        const { browser, onAuthFailure, readInbox } = await expiredAdmin(edge.url);
        // The edge's first refresh answer is the 429, whoever asks.
        const started = Date.now();

        await expect(readInbox()).resolves.toMatchObject({ items: [], unread: 0 });

        expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
        expect(browser.traffic).toEqual([
          "GET /api/contact/ 401",
          `POST ${REFRESH} 429`,
          `POST ${REFRESH} 200`,
          "GET /api/contact/ 200",
        ]);
        expect(onAuthFailure).not.toHaveBeenCalled();
      } finally {
        await edge.close();
      }
    });

    it("still 429 after the one wait: gives up, the 429 surfaces, no sign-out", async () => {
      const edge = await edgeAnsweringRefreshes(rateLimited);
      try {
        const { browser, onAuthFailure, readInbox } = await expiredAdmin(edge.url);

        const error = await rejection(readInbox());

        expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", retryAfterSeconds: 1 });
        expect(browser.traffic).toEqual([
          "GET /api/contact/ 401",
          `POST ${REFRESH} 429`,
          `POST ${REFRESH} 429`,
        ]);
        expect(onAuthFailure).not.toHaveBeenCalled();
      } finally {
        await edge.close();
      }
    });

    it.each<[string, EdgeAction, object]>([
      ["a 502 from the edge", { status: 502 }, { status: 502 }],
      ["a dropped connection", "hang up", { status: 0, code: "NETWORK_ERROR" }],
    ])("%s: the failure surfaces, no sign-out", async (_name, answer, expected) => {
      const edge = await edgeAnsweringRefreshes(answer);
      try {
        const { browser, onAuthFailure, readInbox } = await expiredAdmin(edge.url);

        expect(await rejection(readInbox())).toMatchObject(expected);
        expect(browser.traffic.filter((line) => line.startsWith("POST"))).toHaveLength(1);
        expect(onAuthFailure).not.toHaveBeenCalled();
      } finally {
        await edge.close();
      }
    });
  });
});
