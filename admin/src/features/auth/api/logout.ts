import { useMutation } from "@tanstack/react-query";
import { useDeps } from "@/lib/deps";
import { paths } from "@/config/paths";

/** POST /api/logout/, then the site's login page whatever the answer (a failure is only logged). */
export function useLogout() {
  const { api, leave } = useDeps();
  return useMutation({
    mutationFn: () => api.logout(),
    onError: (error) => console.warn("Logout failed; leaving anyway", error),
    onSettled: () => leave(paths.site.login),
  });
}
