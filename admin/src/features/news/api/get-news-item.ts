import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "@leca/api/client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/news/{slug}: the whole record, always fresh (an editor needs the latest version). */
export const newsItemQueryOptions = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: queryKeys.item("news", slug),
    queryFn: () => api.news.get(slug),
    staleTime: 0,
  });
