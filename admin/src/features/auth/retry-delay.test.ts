import { ApiError } from "@leca/shared/client";
import { problemOf, retryDelayMs } from "./retry-delay";

const failure = (status: number, retryAfterSeconds?: number) =>
  new ApiError({
    status,
    code: status === 0 ? "NETWORK_ERROR" : "X",
    message: "m",
    retryAfterSeconds,
  });

describe("retryDelayMs", () => {
  it("doubles from 1 s up to 30 s without advice", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt, failure(0)));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it("follows Retry-After, at least 1 s and at most 2 minutes", () => {
    expect(retryDelayMs(5, failure(503, 10))).toBe(10_000);
    expect(retryDelayMs(1, failure(503, 0))).toBe(1_000);
    expect(retryDelayMs(1, failure(503, 3600))).toBe(120_000);
  });
});

describe("problemOf", () => {
  it.each([
    [0, "unreachable"],
    [503, "busy"],
    [429, "busy"],
    [500, "failing"],
    [404, "failing"],
  ])("status %s is %s", (status, problem) => {
    expect(problemOf(failure(status))).toEqual({ problem, status });
  });

  it("treats a failure with no response that is not a network error as failing", () => {
    expect(problemOf(new TypeError("x"))).toEqual({ problem: "failing", status: 0 });
    const bug = new ApiError({ status: 0, code: "UNKNOWN_ERROR", message: "x" });
    expect(problemOf(bug)).toEqual({ problem: "failing", status: 0 });
  });
});
