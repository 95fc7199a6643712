import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PasswordChangeBody } from "@leca/shared/contracts";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

// The signed-in admin's own account: the password, and their sessions (/api/session/...).

export function useOwnSessions() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.ownSessions, queryFn: () => api.account.sessions() });
}

/** A write that ends sessions: the list is asked for again once it is done. */
function useSessionsWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ownSessions }),
  });
}

export const useChangePassword = () => {
  const api = useApi();
  return useSessionsWrite((body: PasswordChangeBody) => api.account.changePassword(body));
};

export const useEndSession = () => {
  const api = useApi();
  return useSessionsWrite((id: string) => api.account.endSession(id));
};

export const useEndOtherSessions = () => {
  const api = useApi();
  return useSessionsWrite(() => api.account.endOtherSessions());
};
