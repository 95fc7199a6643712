import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "@leca/shared/client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/is-admin: true only for a 200 with is_admin true. Kept for the session once true. */
export const isAdminQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.isAdmin,
    // The guard renews an expired access token first: a live session must not look like a guest.
    queryFn: () => api.isAdmin({ renewSession: true }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
