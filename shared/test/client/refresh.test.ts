import { createApiClient, isApiError, isAuthPath, type ApiError } from "../../src/client";
import {
  deferred,
  fakeServer,
  forbidden,
  ok,
  progressProbe,
  unauthorized,
  type Reply,
} from "../../src/testing/fake-server";

const session = {
  user: { username: "editor", role: "editor" },
  accessExpiresAt: "2030-01-01T00:00:00.000Z",
};
const page = { items: [], total: 0, page: 1, pageSize: 10 };

/** A server whose access token has expired until a refresh renews it. */
function expiringSession(
  options: { expired?: Reply; refresh?: () => Reply | Promise<Reply> } = {},
) {
  let valid = false;
  const server = fakeServer(async (request) => {
    if (request.url === "/token/refresh/") {
      const reply = options.refresh ? await options.refresh() : ok(session);
      if ("status" in reply && reply.status === 200) valid = true;
      return reply;
    }
    return valid ? ok(page) : (options.expired ?? unauthorized);
  });
  const onAuthFailure = jest.fn();
  const progress = progressProbe();
  const client = createApiClient({ adapter: server.adapter, onAuthFailure, progress });
  return { server, client, onAuthFailure, progress };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error("expected a rejection");
}

describe("refresh once on 401/403", () => {
  it("a 401 triggers exactly one refresh and one retry, then succeeds", async () => {
    const { server, client, onAuthFailure } = expiringSession();

    await expect(client.news.list()).resolves.toEqual(page);

    expect(server.routes()).toEqual(["GET /news/", "POST /token/refresh/", "GET /news/"]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("a 403 triggers exactly one refresh and one retry, then succeeds", async () => {
    const { server, client } = expiringSession({ expired: forbidden });

    await expect(client.gallery.get("dunes")).resolves.toEqual(page);

    expect(server.routes()).toEqual([
      "GET /gallery/dunes",
      "POST /token/refresh/",
      "GET /gallery/dunes",
    ]);
  });

  it("replays the request unchanged: same method, JSON body and query", async () => {
    const input = { title: { en: "Green roofs" }, excerpt: { en: "x" }, body: { en: "y" } };
    const create = expiringSession();
    await create.client.news.create(input);
    const list = expiringSession();
    await list.client.contact.list({ page: 2, pageSize: 5 });

    expect(create.server.routes()).toEqual(["POST /news/", "POST /token/refresh/", "POST /news/"]);
    // Not encoded twice: the replay carries the same object, not a JSON string of a JSON string.
    expect(create.server.requests[2]?.body).toEqual(input);
    expect(list.server.routes()).toEqual([
      "GET /contact/",
      "POST /token/refresh/",
      "GET /contact/",
    ]);
    expect(list.server.requests[2]?.params).toEqual({ page: 2, pageSize: 5 });
  });

  it("a second 401 after the retry is final: no second refresh, no third attempt", async () => {
    const server = fakeServer((request) =>
      request.url === "/token/refresh/" ? ok(session) : unauthorized,
    );
    const onAuthFailure = jest.fn();
    const client = createApiClient({ adapter: server.adapter, onAuthFailure });

    const error = await rejection(client.news.list());

    expect(error.status).toBe(401);
    expect(error.code).toBe("UNAUTHORIZED");
    expect(server.routes()).toEqual(["GET /news/", "POST /token/refresh/", "GET /news/"]);
    // The refresh worked; the user is signed in but still refused, which is not a /login case.
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("five concurrent 401s share one refresh, and each is retried once", async () => {
    const gate = deferred<Reply>();
    const { server, client } = expiringSession({ refresh: () => gate.promise });

    const calls = ["a", "b", "c", "d", "e"].map((slug) => client.news.get(slug));
    // Let all five fail and wait on the refresh before it answers.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.count("POST /token/refresh/")).toBe(1);
    gate.resolve(ok(session));

    await expect(Promise.all(calls)).resolves.toHaveLength(5);
    expect(server.count("POST /token/refresh/")).toBe(1);
    for (const slug of ["a", "b", "c", "d", "e"]) expect(server.count(`GET /news/${slug}`)).toBe(2);
  });

  it("a request refused with the old token after the refresh is replayed without a second refresh", async () => {
    let valid = false;
    const slowAnswer = deferred<void>();
    const server = fakeServer(async (request) => {
      if (request.url === "/token/refresh/") {
        valid = true;
        return ok(session);
      }
      // Judged by the token it was sent with, answered when the test lets it.
      const sentValid = valid;
      if (request.url === "/news/slow") await slowAnswer.promise;
      return sentValid ? ok(page) : unauthorized;
    });
    const client = createApiClient({ adapter: server.adapter });

    const slow = client.news.get("slow");
    await expect(client.news.get("fast")).resolves.toEqual(page);
    expect(server.count("POST /token/refresh/")).toBe(1);
    slowAnswer.resolve();

    await expect(slow).resolves.toEqual(page);
    expect(server.count("POST /token/refresh/")).toBe(1);
    expect(server.count("GET /news/slow")).toBe(2);
  });

  it("a failed refresh calls onAuthFailure once and rejects all five with ApiError 401", async () => {
    const gate = deferred<Reply>();
    const { server, client, onAuthFailure } = expiringSession({ refresh: () => gate.promise });

    const calls = ["a", "b", "c", "d", "e"].map((slug) => rejection(client.news.get(slug)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    gate.resolve(unauthorized);
    const errors = await Promise.all(calls);

    expect(errors.map((error) => error.status)).toEqual([401, 401, 401, 401, 401]);
    expect(errors.every((error) => error instanceof Error && error.name === "ApiError")).toBe(true);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(server.count("POST /token/refresh/")).toBe(1);
    // No replays after a failed refresh.
    expect(server.requests).toHaveLength(6);
  });

  it("each failed refresh calls onAuthFailure again, and a later 401 refreshes anew", async () => {
    const { server, client, onAuthFailure } = expiringSession({ refresh: () => unauthorized });

    await rejection(client.news.list());
    await rejection(client.news.list());

    expect(server.count("POST /token/refresh/")).toBe(2);
    expect(onAuthFailure).toHaveBeenCalledTimes(2);
  });

  it.each<[string, Reply, object]>([
    ["no answer (offline)", { fail: "network" }, { status: 0, code: "NETWORK_ERROR" }],
    [
      "a 503 (the server sheds load)",
      { status: 503, body: { statusCode: 503, code: "SERVICE_UNAVAILABLE", message: "busy" } },
      { status: 503, code: "SERVICE_UNAVAILABLE", message: "busy" },
    ],
  ])(
    "a refresh that gets %s rejects with that failure, not a 401, and does not send to /login",
    async (_name, reply, expected) => {
      const { client, onAuthFailure } = expiringSession({ refresh: () => reply });

      const error = await rejection(client.news.list());

      expect(error).toMatchObject(expected);
      expect(onAuthFailure).not.toHaveBeenCalled();
    },
  );

  it.each(["/login/", "/logout/", "/token/refresh/", "/csrf/", "/is-admin"])(
    "a 401 from the auth endpoint %s never triggers a refresh",
    async (path) => {
      const server = fakeServer(() => unauthorized);
      const onAuthFailure = jest.fn();
      const client = createApiClient({ adapter: server.adapter, onAuthFailure });

      await expect(client.http.post(path)).rejects.toMatchObject({ response: { status: 401 } });

      expect(server.routes()).toEqual([`POST ${path}`]);
      expect(onAuthFailure).not.toHaveBeenCalled();
    },
  );

  it("the auth endpoint functions never trigger a refresh", async () => {
    const server = fakeServer(() => unauthorized);
    const onAuthFailure = jest.fn();
    const client = createApiClient({ adapter: server.adapter, onAuthFailure });

    await rejection(client.login({ username: "x", password: "y" }));
    await rejection(client.logout());
    await rejection(client.refresh());
    await rejection(client.csrf());

    expect(server.routes()).toEqual([
      "POST /login/",
      "POST /logout/",
      "POST /token/refresh/",
      "GET /csrf/",
    ]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("skipAuthRefresh opts a request out", async () => {
    const { server, client } = expiringSession();

    await expect(client.http.get("/news/", { skipAuthRefresh: true })).rejects.toMatchObject({
      response: { status: 401 },
    });

    expect(server.routes()).toEqual(["GET /news/"]);
  });

  it("other error statuses are not refreshed", async () => {
    const server = fakeServer(() => ({
      status: 500,
      body: { statusCode: 500, code: "INTERNAL_ERROR", message: "x" },
    }));
    const client = createApiClient({ adapter: server.adapter });

    expect((await rejection(client.builds.list())).status).toBe(500);
    expect(server.routes()).toEqual(["GET /builds/"]);
  });
});

describe("isAuthPath", () => {
  it.each([
    ["/login/", true],
    ["/login", true],
    ["login/", true],
    ["/token/refresh/?x=1", true],
    ["/is-admin", true],
    ["https://example.com/api/csrf/", true],
    ["/news/", false],
    ["/news/login/", false],
    ["https://example.com/api/news/", false],
    [undefined, false],
  ])("%s -> %s", (url, expected) => {
    expect(isAuthPath(url, "https://example.com/api")).toBe(expected);
  });
});

describe("isAdmin({ renewSession: true }) (the dashboard guard)", () => {
  it("renews an expired access token once and then answers yes", async () => {
    let valid = false;
    const server = fakeServer((request) => {
      if (request.url === "/token/refresh/") {
        valid = true;
        return ok(session);
      }
      return valid ? ok({ is_admin: true }) : unauthorized;
    });
    const onAuthFailure = jest.fn();
    const client = createApiClient({ adapter: server.adapter, onAuthFailure });

    await expect(client.isAdmin({ renewSession: true })).resolves.toBe(true);

    expect(server.routes()).toEqual(["GET /is-admin", "POST /token/refresh/", "GET /is-admin"]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("rejects (no answer, not 'guest') when the refresh cannot run because the server is busy", async () => {
    const server = fakeServer((request) =>
      request.url === "/token/refresh/"
        ? { status: 503, body: { statusCode: 503, code: "SERVICE_UNAVAILABLE", message: "busy" } }
        : unauthorized,
    );
    const onAuthFailure = jest.fn();
    const client = createApiClient({ adapter: server.adapter, onAuthFailure });

    await expect(client.isAdmin({ renewSession: true })).rejects.toMatchObject({
      status: 503,
      code: "SERVICE_UNAVAILABLE",
    });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("answers no for a guest, whose refresh is refused", async () => {
    const server = fakeServer(() => unauthorized);
    const onAuthFailure = jest.fn();
    const client = createApiClient({ adapter: server.adapter, onAuthFailure });

    await expect(client.isAdmin({ renewSession: true })).resolves.toBe(false);

    expect(server.routes()).toEqual(["GET /is-admin", "POST /token/refresh/"]);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});
