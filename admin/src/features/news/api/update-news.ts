import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewsUpdate } from "@leca/api/client";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** PATCH /api/news/{slug}/ with the version it was based on; a stale one gets 409 STALE_WRITE. */
export function useUpdateNews() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, patch }: { slug: string; patch: NewsUpdate }) =>
      api.news.update(slug, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.items("news") }),
  });
}
