import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GalleryUpdate } from "@leca/api/client";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** PATCH /api/gallery/{slug}/ with the version it was based on; a stale one gets 409 STALE_WRITE. */
export function useUpdateGallery() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, patch }: { slug: string; patch: GalleryUpdate }) =>
      api.gallery.update(slug, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.items("gallery") }),
  });
}
