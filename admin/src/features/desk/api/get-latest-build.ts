import { useQuery } from "@tanstack/react-query";
import { isRunning } from "@/components/ui/build-status-badge";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

const POLL_MS = 2_000;
const AWAIT_LIMIT_MS = 60_000;

export interface AwaitedBuild {
  /** The newest build's id when the rebuild was asked for (null: there was none). */
  afterId: string | null;
  since: number;
}

/**
 * GET /api/builds/ (shared cache with the builds screen). Polled while a build runs, and after a
 * "Rebuild now" until its build shows up (the API coalesces requests for a few seconds first).
 */
export function useLatestBuild(awaited: AwaitedBuild | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.builds,
    queryFn: () => api.builds.list(),
    select: (list) => list.items[0] ?? null,
    refetchInterval: (query) => {
      const latest = query.state.data?.items[0];
      if (latest && isRunning(latest.status)) return POLL_MS;
      const waiting =
        awaited !== null &&
        (latest?.id ?? null) === awaited.afterId &&
        Date.now() - awaited.since < AWAIT_LIMIT_MS;
      return waiting ? POLL_MS : false;
    },
  });
}
