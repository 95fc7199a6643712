import type { ApiClient } from "@leca/shared/client";

/** A failed call as a form shows it: status 0 means the server could not be reached. */
export interface ApiFailure {
  status: number;
  code: string;
  /** The server's message, in the page's language (not for status 0: that one is the client's). */
  message: string;
  /** Field name to the server's message for it. */
  fieldErrors: Record<string, string>;
}

export type ApiOutcome<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

const UNREACHABLE: ApiFailure = { status: 0, code: "NETWORK_ERROR", message: "", fieldErrors: {} };

/**
 * Runs one call through the site's API client, which is loaded on demand: axios stays out of the
 * page's first load. Never throws, so a form handles one shape of answer. Framework-free: the
 * islands (contact-form.ts, login-form.ts) and the React forms share it.
 */
export async function callApi<T>(call: (api: ApiClient) => Promise<T>): Promise<ApiOutcome<T>> {
  let modules: [typeof import("../../lib/api"), typeof import("@leca/shared/client")];
  try {
    modules = await Promise.all([import("../../lib/api"), import("@leca/shared/client")]);
  } catch {
    return { ok: false, failure: UNREACHABLE };
  }
  const [{ apiClient }, { toApiError }] = modules;
  try {
    return { ok: true, value: await call(apiClient()) };
  } catch (error) {
    const failure = toApiError(error);
    const fieldErrors = Object.fromEntries(
      Object.entries(failure.fieldErrors ?? {}).map(([field, entry]) => [field, entry.message]),
    );
    return {
      ok: false,
      failure: {
        status: failure.status,
        code: failure.code,
        message: failure.message,
        fieldErrors,
      },
    };
  }
}
