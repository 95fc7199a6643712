import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

const LATEST = { page: 1, pageSize: 5 };

/** GET /api/contact/?pageSize=5: the newest messages, and how many of all are unread. */
export function useLatestMessages() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.contactList(LATEST),
    queryFn: () => api.contact.list(LATEST),
  });
}
