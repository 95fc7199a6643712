import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminProfile } from "@leca/shared/contracts";
import type { Lang } from "@leca/shared/languages";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

// The profile itself is read by screens of every feature (the upload pickers too).
export { useProfile } from "@/hooks/use-profile";

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
