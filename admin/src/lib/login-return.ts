import { loginReturningTo } from "@leca/shared/return-path";
import { paths } from "@/config/paths";

/**
 * The site's login page, told to bring the admin back to the dashboard page open now (its path
 * and query, such as /dashboard/inbox?status=new) after the sign-in; for the Desk, the plain
 * login page. Used when the session is missing or has ended, not on "Log out".
 */
export function loginReturningHere(): string {
  const { pathname, search, hash, origin } = window.location;
  return loginReturningTo(paths.site.login, `${pathname}${search}${hash}`, origin);
}
