import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BuildList } from "@leca/shared/client";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/**
 * POST /api/builds/: the API starts (or queues) the build at once and answers it, so it goes
 * straight into the builds cache, where the desk and the builds screen follow it by polling.
 */
export function useRequestRebuild() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // The API records who asked; a note would only repeat that it came from here.
    mutationFn: () => api.builds.request(),
    onSuccess: ({ build }) => {
      if (build) {
        queryClient.setQueryData<BuildList>(queryKeys.builds, (list) => ({
          items: [build, ...(list?.items ?? []).filter((item) => item.id !== build.id)],
        }));
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.builds });
    },
  });
}
