import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GalleryCreate } from "@leca/api/client";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/gallery/ (validated by the API with the contracts' galleryInputSchema). */
export function useCreateGallery() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GalleryCreate) => api.gallery.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.items("gallery") }),
  });
}
