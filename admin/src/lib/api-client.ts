import { createApiClient, type ApiClient, type ApiClientOptions } from "@leca/shared/client";
import { i18n } from "@/i18n";
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
    // The API's messages come in the admin's dashboard language (content languages are fields).
    language: () => i18n.language,
    progress: createProgress(),
    onAuthFailure,
    ...(adapter ? { adapter } : {}),
  });
}
