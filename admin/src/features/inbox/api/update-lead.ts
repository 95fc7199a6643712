import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadStatus } from "@leca/shared/contracts";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** PATCH /api/contact/{id}/ {status}: moves a lead along (new, contacted, quoted, won, lost). */
export function useSetLeadStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      api.contact.update(id, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contact }),
  });
}

/** PATCH /api/contact/{id}/ {archived}: out of the inbox's default list (true), or back (false). */
export function useArchiveLead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      api.contact.update(id, { archived }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contact }),
  });
}
