import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "@leca/shared/client";

const MAX_RETRIES = 2;

/** A 4xx will not change by asking again; network failures and 5xx may. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
