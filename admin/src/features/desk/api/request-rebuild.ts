import { useMutation } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";

/** POST /api/builds/: accepted (202); the build is recorded once the debounce window closes. */
export function useRequestRebuild() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.builds.request("manual rebuild from the desk") });
}
