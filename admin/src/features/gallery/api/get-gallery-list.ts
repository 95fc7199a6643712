import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient, ItemListQuery } from "@leca/api/client";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/gallery/?page&pageSize&status&q&sort: search, filter, sort and paging by the API. */
export const galleryListQueryOptions = (api: ApiClient, query: ItemListQuery) =>
  queryOptions({
    queryKey: queryKeys.itemList("gallery", query),
    queryFn: () => api.gallery.list(query),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useGalleryList = (query: ItemListQuery) =>
  useQuery(galleryListQueryOptions(useApi(), query));
