import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ItemListQuery } from "@leca/shared/client";
import { useApi } from "@/lib/deps";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/{kind}/?page&pageSize&status&q&sort: search, filter, sort and paging by the API. */
export const useItemList = <Item extends SavedItem, Create>(
  kind: ItemKindDescriptor<Item, Create>,
  query: ItemListQuery,
) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.itemList(kind.name, query),
    queryFn: () => kind.endpoints(api).list(query),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
};
