import { createApiClient, type ApiClient } from "@leca/api/client";
import type { Lang } from "@leca/api/contracts";
import { languageOfPath } from "./languages";
import { progress } from "./progress";

let client: ApiClient | undefined;

/** The site's API client: same-origin /api, the page's language, nprogress on every request. */
export function apiClient(): ApiClient {
  client ??= createApiClient({
    language: (): Lang => languageOfPath(window.location.pathname),
    progress,
    // The public site has no session screens besides /login; a lost session just stays a guest.
  });
  return client;
}
