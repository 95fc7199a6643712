import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";
import { queryKeys, type ItemKind } from "@/lib/query-keys";

const STATES = ["published", "scheduled", "draft"] as const;
export type ItemCounts = Record<(typeof STATES)[number], number>;

/** GET /api/{kind}/?status=...&pageSize=1 per state: the API's `total` is the count. */
export function useItemCounts(kind: ItemKind) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.itemCounts(kind),
    queryFn: async (): Promise<ItemCounts> => {
      const pages = await Promise.all(
        STATES.map((status) => api[kind].list({ status, pageSize: 1 })),
      );
      return Object.fromEntries(
        STATES.map((state, i) => [state, pages[i]?.total ?? 0]),
      ) as ItemCounts;
    },
  });
}
