import { isApiError } from "@leca/shared/client";
import { BASENAME } from "@/config/paths";
import { i18n } from "@/i18n";

export interface StaleWrite {
  currentVersion: number | undefined;
  updatedBy: string | null;
  updatedAt: string | undefined;
  /** Where the dashboard shows what changed since this editor's version (a router path). */
  changes: string | undefined;
}

export function staleWriteOf(error: unknown): StaleWrite | null {
  if (!isApiError(error) || error.code !== "STALE_WRITE") return null;
  const details = error.details ?? {};
  return {
    currentVersion: typeof details.currentVersion === "number" ? details.currentVersion : undefined,
    updatedBy: typeof details.updatedBy === "string" ? details.updatedBy : null,
    updatedAt: typeof details.updatedAt === "string" ? details.updatedAt : undefined,
    // The dashboard's comparison of the version this editor had with the current one.
    changes:
      typeof details.changes === "string" && details.changes.startsWith(`${BASENAME}/`)
        ? details.changes.slice(BASENAME.length)
        : undefined,
  };
}

/** The words to show for any failure. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : i18n.t("common.errors.generic");
}

// A CSRF refusal is about the request, never the session: when one stops the refresh, the
// client passes it on as it is and nobody is sent to /login.
const CSRF_CODES = new Set(["CSRF_FAILED", "CROSS_SITE_REQUEST"]);

/** True when the refresh interceptor already dealt with it (the app is on its way to /login). */
export const isAuthError = (error: unknown) =>
  isApiError(error) &&
  (error.status === 401 || error.status === 403) &&
  !CSRF_CODES.has(error.code);
