import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorChange } from "@leca/shared/contracts";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

// The signed-in admin's two-factor sign-in (GET/POST /api/auth/2fa/...).

export function useTwoFactorStatus() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.twoFactor, queryFn: () => api.twoFactor.status() });
}

/** A write that, once done, refreshes the status everything else reads. */
function useTwoFactorWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor }),
  });
}

export const useStartSetup = () => {
  const api = useApi();
  return useMutation({ mutationFn: () => api.twoFactor.setup() });
};

export const useEnableTwoFactor = () => {
  const api = useApi();
  return useTwoFactorWrite((proof: TwoFactorChange) => api.twoFactor.enable(proof));
};

export const useDisableTwoFactor = () => {
  const api = useApi();
  return useTwoFactorWrite((proof: TwoFactorChange) => api.twoFactor.disable(proof));
};

export const useRenewRecoveryCodes = () => {
  const api = useApi();
  return useTwoFactorWrite((proof: TwoFactorChange) => api.twoFactor.renewRecoveryCodes(proof));
};
