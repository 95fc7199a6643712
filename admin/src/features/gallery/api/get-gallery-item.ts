import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "@leca/api/client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/gallery/{slug}: the whole record, always fresh (an editor needs the latest version). */
export const galleryItemQueryOptions = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: queryKeys.item("gallery", slug),
    queryFn: () => api.gallery.get(slug),
    staleTime: 0,
  });
