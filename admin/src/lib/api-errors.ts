import { isApiError, type ApiError } from "@leca/api/client";

export interface StaleWrite {
  currentVersion: number | undefined;
  updatedBy: string | null;
  updatedAt: string | undefined;
}

/**
 * ApiError keeps code, message and fieldErrors but not the body's `details`; the axios error it
 * wraps (its cause) still has the whole body.
 */
function detailsOf(error: ApiError): Record<string, unknown> {
  const cause = error.cause as { response?: { data?: unknown } } | undefined;
  const body = cause?.response?.data;
  if (typeof body !== "object" || body === null) return {};
  const details = (body as { details?: unknown }).details;
  return typeof details === "object" && details !== null
    ? (details as Record<string, unknown>)
    : {};
}

export function staleWriteOf(error: unknown): StaleWrite | null {
  if (!isApiError(error) || error.code !== "STALE_WRITE") return null;
  const details = detailsOf(error);
  return {
    currentVersion: typeof details.currentVersion === "number" ? details.currentVersion : undefined,
    updatedBy: typeof details.updatedBy === "string" ? details.updatedBy : null,
    updatedAt: typeof details.updatedAt === "string" ? details.updatedAt : undefined,
  };
}

/** The words to show for any failure. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : "Something went wrong. Please try again.";
}

/** True when the refresh interceptor already dealt with it (the app is on its way to /login). */
export const isAuthError = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 403);
