import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ContactListQuery, ContactPage } from "@leca/api/client";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** The route also answers how many messages are unread; the client's type does not say so. */
export type InboxPage = ContactPage & { unread?: number };

/** GET /api/contact/?page&pageSize: newest first, ordered by the API. */
export function useMessages(query: ContactListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.contactList(query),
    queryFn: () => api.contact.list(query) as Promise<InboxPage>,
    placeholderData: keepPreviousData,
  });
}
