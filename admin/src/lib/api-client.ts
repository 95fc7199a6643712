import { createApiClient, type ApiClient, type ApiClientOptions } from "@leca/shared/client";
import { createProgress } from "./progress";

export interface AdminApiOptions {
  /** The session could not be renewed. */
  onAuthFailure: () => void;
  /** Replaces the network (tests). */
  adapter?: ApiClientOptions["adapter"];
}

export function createAdminApi({ onAuthFailure, adapter }: AdminApiOptions): ApiClient {
  return createApiClient({
    baseURL: "/api",
    // Admins read the dashboard in English; content languages are fields, not the UI language.
    language: () => "en",
    progress: createProgress(),
    onAuthFailure,
    ...(adapter ? { adapter } : {}),
  });
}
