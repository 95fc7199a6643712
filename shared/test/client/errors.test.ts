import axios, { AxiosHeaders, type InternalAxiosRequestConfig } from "axios";
import { ApiError, createApiClient, isApiError, toApiError } from "../../src/client";
import { readRetryAfter } from "../../src/client/errors";
import { fakeServer, type Reply } from "../../src/testing/fake-server";

async function failWith(reply: Reply): Promise<ApiError> {
  const server = fakeServer(() => reply);
  const client = createApiClient({ adapter: server.adapter });
  try {
    await client.news.create({ title: { en: "t" }, excerpt: { en: "e" }, body: { en: "b" } });
  } catch (error) {
    return toApiError(error);
  }
  throw new Error("expected a rejection");
}

describe("toApiError", () => {
  it("keeps the server's status, code, message and fieldErrors", async () => {
    const error = await failWith({
      status: 400,
      body: {
        statusCode: 400,
        code: "VALIDATION_FAILED",
        message: "Vérifiez le formulaire",
        fieldErrors: { "title.en": { code: "item.titleRequired", message: "Titre requis" } },
      },
    });

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Vérifiez le formulaire",
      fieldErrors: { "title.en": { code: "item.titleRequired", message: "Titre requis" } },
    });
    expect(axios.isAxiosError(error.cause)).toBe(true);
  });

  it("the endpoint functions already throw ApiError", async () => {
    const server = fakeServer(() => ({
      status: 409,
      body: { statusCode: 409, code: "STALE_WRITE", message: "m" },
    }));
    const client = createApiClient({ adapter: server.adapter });

    const thrown = await client.news.update("x", { version: 1 }).catch((error: unknown) => error);

    expect(isApiError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ status: 409, code: "STALE_WRITE" });
  });

  it("drops a malformed fieldErrors entry and keeps the rest", async () => {
    const error = await failWith({
      status: 400,
      body: {
        code: "VALIDATION_FAILED",
        message: "m",
        fieldErrors: { a: { code: "c", message: "x" }, b: "bad", c: { code: 1 } },
      },
    });
    expect(error.fieldErrors).toEqual({ a: { code: "c", message: "x" } });
  });

  it("keeps the body's details (a stale write's current version)", async () => {
    const details = { currentVersion: 4, updatedBy: "mona", updatedAt: "2026-01-11T09:00:00.000Z" };
    const error = await failWith({
      status: 409,
      body: { statusCode: 409, code: "STALE_WRITE", message: "m", details },
    });
    expect(error.details).toEqual(details);
    const plain = await failWith({ status: 409, body: { code: "C", message: "m", details: [1] } });
    expect(plain.details).toBeUndefined();
  });

  it("has no fieldErrors when the server sent none", async () => {
    const error = await failWith({
      status: 404,
      body: { statusCode: 404, code: "NOT_FOUND", message: "m" },
    });
    expect(error.fieldErrors).toBeUndefined();
  });

  it.each<[string, Reply]>([
    ["network failure", { fail: "network" }],
    ["timeout", { fail: "timeout" }],
  ])("a %s has status 0 and code NETWORK_ERROR", async (_name, reply) => {
    const error = await failWith(reply);
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    expect(error.message.length).toBeGreaterThan(0);
  });

  it.each<[number, string]>([
    [502, "SERVICE_UNAVAILABLE"],
    [500, "INTERNAL_ERROR"],
    [413, "PAYLOAD_TOO_LARGE"],
    [418, "HTTP_ERROR"],
  ])("a non-JSON %s body gets the general code %s", async (status, code) => {
    const error = await failWith({ status, raw: "<html><body>Bad gateway</body></html>" });
    expect(error).toMatchObject({ status, code });
    expect(error.fieldErrors).toBeUndefined();
  });

  it("a JSON body without code and message is treated as non-JSON", async () => {
    const error = await failWith({ status: 500, body: { error: "weird" } });
    expect(error).toMatchObject({ status: 500, code: "INTERNAL_ERROR" });
  });

  it("returns an ApiError unchanged and wraps anything else", () => {
    const original = new ApiError({ status: 404, code: "NOT_FOUND", message: "m" });
    expect(toApiError(original)).toBe(original);

    const bug = toApiError(new TypeError("x is not a function"));
    expect(bug).toMatchObject({ status: 0, code: "UNKNOWN_ERROR", message: "x is not a function" });
  });
});

describe("Retry-After", () => {
  /** An error response as axios's own adapters build it, with the headers the server sent. */
  const responding = (status: number, headers: Record<string, string>, data: unknown = "") => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const response = {
      status,
      statusText: String(status),
      data,
      config,
      headers: AxiosHeaders.from(headers),
    };
    return new axios.AxiosError("failed", "ERR_BAD_RESPONSE", config, {}, response);
  };

  it("is kept in seconds, whatever the header's case, with or without an error body", () => {
    const body = { statusCode: 503, code: "SERVICE_UNAVAILABLE", message: "busy" };
    expect(toApiError(responding(503, { "Retry-After": "10" }, body))).toMatchObject({
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      retryAfterSeconds: 10,
    });
    expect(toApiError(responding(503, { "retry-after": "7" })).retryAfterSeconds).toBe(7);
    expect(toApiError(responding(503, {})).retryAfterSeconds).toBeUndefined();
  });

  it.each<[string, number | undefined]>([
    ["120", 120],
    [" 3 ", 3],
    ["Thu, 01 Jan 2026 00:00:30 GMT", 30],
    ["Wed, 31 Dec 2025 23:59:00 GMT", 0],
    ["-1", undefined],
    ["1.5", undefined],
    ["soon", undefined],
    ["", undefined],
  ])("reads %j as %s seconds", (value, seconds) => {
    expect(readRetryAfter(value, Date.parse("2026-01-01T00:00:00Z"))).toBe(seconds);
  });
});

describe("isApiError", () => {
  it("recognises ApiError, also from another copy of the client, and nothing else", () => {
    expect(isApiError(new ApiError({ status: 1, code: "c", message: "m" }))).toBe(true);
    expect(isApiError({ name: "ApiError", status: 401, code: "UNAUTHORIZED", message: "m" })).toBe(
      true,
    );
    expect(isApiError(new Error("m"))).toBe(false);
    expect(isApiError(new axios.AxiosError("m"))).toBe(false);
    expect(isApiError({ name: "ApiError", status: "401", code: "c", message: "m" })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
