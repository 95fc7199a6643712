import { useQuery } from "@tanstack/react-query";
import { isRunning } from "@/components/ui/build-status-badge";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

const POLL_MS = 2_000;

/** GET /api/builds/: the 20 most recent, newest first; polled while one is queued or building. */
export function useBuilds() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.builds,
    queryFn: () => api.builds.list(),
    refetchInterval: (query) =>
      query.state.data?.items.some((build) => isRunning(build.status)) ? POLL_MS : false,
  });
}
