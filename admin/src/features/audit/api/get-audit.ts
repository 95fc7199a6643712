import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditQuery } from "@leca/shared/contracts";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

const PAGE_SIZE = 50;

/** GET /api/audit/: newest first, a page at a time; each further page continues from the last. */
export function useAuditLog(filters: AuditQuery) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: queryKeys.audit(filters),
    queryFn: ({ pageParam }) =>
      api.audit.list({
        ...filters,
        pageSize: PAGE_SIZE,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
