import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/gallery/{slug}/ */
export function useDeleteGallery() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.gallery.remove(slug),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.items("gallery") }),
  });
}
