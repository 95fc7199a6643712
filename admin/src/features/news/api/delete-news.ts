import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/news/{slug}/ */
export function useDeleteNews() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.news.remove(slug),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.items("news") }),
  });
}
