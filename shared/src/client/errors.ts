// Every failure the client hands to the apps is an ApiError, so a page or form handles one shape:
// `status` + `code` to decide what to do, `message` to show, `fieldErrors` to put next to inputs,
// `details` for facts to act on (a stale write's current version), `retryAfterSeconds` to wait.
// Only types come from the contracts: the client stays free of zod at run time.
import axios from "axios";
import type { RawAxiosHeaders } from "axios";
import type { ErrorCode, FieldErrors } from "../contracts/errors";

/** Codes the client makes up itself, for failures where the server sent no error body. */
export const CLIENT_ERROR_CODES = {
  /** No response at all: offline, DNS, CORS, server down, or the request timed out. */
  network: "NETWORK_ERROR",
  /** The caller aborted the request (AbortSignal). */
  canceled: "CANCELED",
  /** A response without our JSON error body, and a status with no better code. */
  http: "HTTP_ERROR",
  /** Not an HTTP failure at all (a bug in calling code); kept so callers still get an ApiError. */
  unknown: "UNKNOWN_ERROR",
} as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** Known codes autocomplete; any other string the server may add still type-checks. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

export interface ApiErrorInit {
  /** The HTTP status; 0 when no response arrived. */
  status: number;
  code: ApiErrorCode;
  message: string;
  fieldErrors?: FieldErrors | undefined;
  /** The body's `details`: extra facts a client can act on (see apiErrorSchema). */
  details?: Record<string, unknown> | undefined;
  /** From a Retry-After header (503 when the server sheds load, 429): seconds to wait. */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** instanceof, plus a shape check for when two copies of the client end up in one bundle. */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as {
    name?: unknown;
    status?: unknown;
    code?: unknown;
    message?: unknown;
  };
  return (
    candidate.name === "ApiError" &&
    typeof candidate.status === "number" &&
    typeof candidate.code === "string" &&
    typeof candidate.message === "string"
  );
}

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (!axios.isAxiosError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.unknown, message, cause: error });
  }
  if (error.code === "ERR_CANCELED") {
    return new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.canceled,
      message: "Request canceled",
      cause: error,
    });
  }
  const response = error.response;
  if (!response) {
    // Timeouts (ECONNABORTED/ETIMEDOUT) land here too: for the user it is the same "could not reach".
    return new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: "Could not reach the server",
      cause: error,
    });
  }
  // Through AxiosHeaders: header names are case-insensitive, whichever adapter built them.
  const retryAfter = axios.AxiosHeaders.from((response.headers ?? {}) as RawAxiosHeaders).get(
    "retry-after",
  );
  const retryAfterSeconds = readRetryAfter(retryAfter, Date.now());
  const body = readErrorBody(response.data);
  if (body) {
    // The HTTP status is the truth; the body's statusCode only repeats it.
    return new ApiError({ status: response.status, ...body, retryAfterSeconds, cause: error });
  }
  return new ApiError({
    status: response.status,
    retryAfterSeconds,
    code: generalCode(response.status),
    message: `Request failed with status ${response.status}`,
    cause: error,
  });
}

/**
 * The server's `{statusCode, code, message, fieldErrors?}` body, or undefined when the body is
 * something else (a proxy's HTML page, an empty 502). Checked by hand, not with the zod schema,
 * to keep zod out of the browser bundle of pages that only read data.
 */
function readErrorBody(
  data: unknown,
): Pick<ApiErrorInit, "code" | "message" | "fieldErrors" | "details"> | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { code, message, fieldErrors, details } = data as Record<string, unknown>;
  if (typeof code !== "string" || typeof message !== "string") return undefined;
  const isRecord = typeof details === "object" && details !== null && !Array.isArray(details);
  return {
    code,
    message,
    fieldErrors: readFieldErrors(fieldErrors),
    details: isRecord ? (details as Record<string, unknown>) : undefined,
  };
}

/**
 * Retry-After is either seconds ("10") or an HTTP date (a past one means "now": 0); anything
 * else gives no advice.
 */
export function readRetryAfter(value: unknown, now: number): number | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its weekday and month; without letters "-1" or "1.5" would parse as years.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const result: FieldErrors = {};
  for (const [field, entry] of Object.entries(value)) {
    if (typeof entry !== "object" || entry === null) continue;
    const { code, message } = entry as Record<string, unknown>;
    // A malformed entry is dropped rather than failing the whole error: the others are still useful.
    if (typeof code === "string" && typeof message === "string") result[field] = { code, message };
  }
  return result;
}

/** A code for an error response that carried no code of its own. */
function generalCode(status: number): ApiErrorCode {
  const byStatus: Partial<Record<number, ErrorCode>> = {
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    429: "RATE_LIMITED",
    502: "SERVICE_UNAVAILABLE",
    503: "SERVICE_UNAVAILABLE",
    504: "SERVICE_UNAVAILABLE",
  };
  const known = byStatus[status];
  if (known) return known;
  return status >= 500 ? "INTERNAL_ERROR" : CLIENT_ERROR_CODES.http;
}
