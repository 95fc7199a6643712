import { useEffect, useState } from "react";

/**
 * Spec: GET /api/is-admin when the navigation is shown; any status is an answer, 200 means admin.
 * It never goes through the refresh-and-redirect path, so a guest is never sent to /login. The
 * client is imported on demand: guests' first paint does not wait for axios.
 */
export function useIsAdmin(): boolean {
  const [isAdmin, setIsAdmin] = useState(false);
  useEffect(() => {
    let active = true;
    import("./api")
      .then(({ apiClient }) => apiClient().isAdmin())
      .then((answer) => active && setIsAdmin(answer))
      .catch(() => active && setIsAdmin(false));
    return () => {
      active = false;
    };
  }, []);
  return isAdmin;
}
