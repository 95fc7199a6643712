import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";
import { queryKeys } from "@/lib/query-keys";
import { useKindWrite } from "./use-item-api";

// An item's history (GET /api/{kind}/{slug}/revisions/...): its saves, newest first and 50 at a
// time, one save whole, and restoring one. Under the kind's keys, so any write refreshes them.

const PAGE_SIZE = 50;

export function useItemHistory<Item extends SavedItem, Create>(
  kind: ItemKindDescriptor<Item, Create>,
  slug: string,
) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: queryKeys.history(kind.name, slug),
    queryFn: ({ pageParam }) =>
      kind.endpoints(api).history(slug, { limit: PAGE_SIZE, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

/** One save, whole; saves never change, so it is read once. */
export function useRevision<Item extends SavedItem, Create>(
  kind: ItemKindDescriptor<Item, Create>,
  slug: string,
  version: number | undefined,
) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.revision(kind.name, slug, version ?? 0),
    queryFn: () => kind.endpoints(api).revision(slug, version ?? 0),
    enabled: version !== undefined,
    staleTime: Infinity,
  });
}

/** POST /api/{kind}/{slug}/revisions/{version}/restore/ */
export const useRestoreRevision = <Item extends SavedItem, Create>(
  kind: ItemKindDescriptor<Item, Create>,
) =>
  useKindWrite(
    kind,
    (endpoints, { slug, version, current }: { slug: string; version: number; current: number }) =>
      endpoints.restore(slug, version, current),
  );
