import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@leca/shared/client";
import { useApi } from "@/lib/deps";
import type { ItemKindDescriptor, KindEndpoints, SavedItem, UpdateExtras } from "@/lib/item-kind";
import { queryKeys } from "@/lib/query-keys";

// What an editor asks of a kind's endpoints (GET, POST, PATCH, DELETE /api/{kind}/...), as
// react-query options and hooks; the list's query is apart (use-item-list), so each page's code
// carries only what it uses. Every write refreshes all of the kind's queries: lists, items, counts.

/** GET /api/{kind}/{slug}: the whole record, always fresh (an editor needs the latest version). */
export const itemQueryOptions = <Item extends SavedItem, Create>(
  kind: ItemKindDescriptor<Item, Create>,
  api: ApiClient,
  slug: string,
) =>
  queryOptions({
    queryKey: queryKeys.item(kind.name, slug),
    queryFn: () => kind.endpoints(api).get(slug),
    staleTime: 0,
  });

/** A write to the kind's endpoints that, once done, refreshes what screens show of the kind. */
export function useKindWrite<Item extends SavedItem, Create, Variables, Result>(
  kind: ItemKindDescriptor<Item, Create>,
  write: (endpoints: KindEndpoints<Item, Create>, variables: Variables) => Promise<Result>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => write(kind.endpoints(api), variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.items(kind.name) }),
  });
}

/** POST /api/{kind}/ (validated by the API with the contracts' input schema). */
export const useCreateItem = <Item extends SavedItem, Create>(
  kind: ItemKindDescriptor<Item, Create>,
) => useKindWrite(kind, (endpoints, input: Create) => endpoints.create(input));

/** PATCH /api/{kind}/{slug}/ with the version it was based on; a stale one gets 409 STALE_WRITE. */
export const useUpdateItem = <Item extends SavedItem, Create>(
  kind: ItemKindDescriptor<Item, Create>,
) =>
  useKindWrite(kind, (endpoints, { slug, patch }: { slug: string; patch: Create & UpdateExtras }) =>
    endpoints.update(slug, patch),
  );

/** DELETE /api/{kind}/{slug}/ */
export const useDeleteItem = <Item extends SavedItem, Create>(
  kind: ItemKindDescriptor<Item, Create>,
) => useKindWrite(kind, (endpoints, slug: string) => endpoints.remove(slug));
