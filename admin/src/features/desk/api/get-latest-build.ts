import { useQuery } from "@tanstack/react-query";
import { isRunning } from "@/components/ui/build-status-badge";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

const POLL_MS = 2_000;

/** GET /api/builds/ (shared cache with the builds screen), polled while the newest one runs. */
export function useLatestBuild() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.builds,
    queryFn: () => api.builds.list(),
    select: (list) => list.items[0] ?? null,
    refetchInterval: (query) => {
      const latest = query.state.data?.items[0];
      return latest && isRunning(latest.status) ? POLL_MS : false;
    },
  });
}
