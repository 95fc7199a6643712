import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminProfile } from "@leca/shared/contracts";
import type { Lang } from "@leca/shared/languages";
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

/** Remembers the dashboard language on the server, for this admin on every device. */
export function useSaveLanguage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Lang) => api.setUiLanguage(language),
    onSuccess: (_, language) =>
      queryClient.setQueryData<AdminProfile>(queryKeys.profile, (profile) =>
        profile ? { ...profile, language } : profile,
      ),
  });
}
