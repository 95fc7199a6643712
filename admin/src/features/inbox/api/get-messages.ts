import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ContactListQuery } from "@leca/shared/client";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/contact/?page&pageSize: newest first, ordered by the API, with the unread count. */
export function useMessages(query: ContactListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.contactList(query),
    queryFn: () => api.contact.list(query),
    placeholderData: keepPreviousData,
  });
}
