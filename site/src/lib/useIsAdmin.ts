import { useEffect, useState } from "react";
import { fetchIsAdmin } from "./admin-check";

/** Whether to show the Dashboard link: false until the API says 200 to GET /api/is-admin. */
export function useIsAdmin(): boolean {
  const [isAdmin, setIsAdmin] = useState(false);
  useEffect(() => {
    let active = true;
    fetchIsAdmin()
      .then((answer) => active && setIsAdmin(answer))
      .catch(() => active && setIsAdmin(false));
    return () => {
      active = false;
    };
  }, []);
  return isAdmin;
}
