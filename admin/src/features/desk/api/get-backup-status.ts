import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/backups/status: the scheduled backups' last run (admins only). */
export function useBackupStatus() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.backups, queryFn: () => api.backups.status() });
}
