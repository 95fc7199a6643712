import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** The signed-in admin; read once a session (it changes only through this dashboard). */
export function useProfile() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => api.profile(),
    staleTime: Infinity,
  });
}
