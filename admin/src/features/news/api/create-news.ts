import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewsCreate } from "@leca/api/client";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/news/ (validated by the API with the contracts' newsInputSchema). */
export function useCreateNews() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsCreate) => api.news.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.items("news") }),
  });
}
