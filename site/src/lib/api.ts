import { createApiClient, type ApiClient, type ApiClientOptions } from "@leca/shared/client";
import type { Lang } from "@leca/shared/contracts";
import { languageOfPath } from "./languages";
import { progress } from "./progress";

let client: ApiClient | undefined;
let transport: Pick<ApiClientOptions, "adapter"> = {};

/** The site's API client: same-origin /api, the page's language, nprogress on every request. */
export function apiClient(): ApiClient {
  client ??= createApiClient({
    language: (): Lang => languageOfPath(window.location.pathname),
    progress,
    // The public site has no session screens besides /login; a lost session just stays a guest.
    ...transport,
  });
  return client;
}

/**
 * Swaps the network under the real client (component tests answer requests with an axios
 * adapter, so interceptors, error mapping and endpoints all still run). The next apiClient()
 * call builds a fresh client with it. Pages never call this.
 */
export function configureApiClient(options: Pick<ApiClientOptions, "adapter">): void {
  transport = options;
  client = undefined;
}
