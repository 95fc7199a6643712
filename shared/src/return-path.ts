/**
 * The dashboard page an admin asked for before the login page, carried there in its `next`
 * parameter and back after the sign-in. Only a path of this site under /dashboard is honoured:
 * anything else (another site, `//host`, `/\host`, a scheme such as `javascript:`, a path that
 * leaves /dashboard through `..`) is dropped, so the login page is no open redirect. No zod: the
 * login page's script imports it.
 */

/** The dashboard's address on the site (the admin router's basename). */
export const DASHBOARD_BASE = "/dashboard";

/** The login page's parameter that names the page to return to. */
export const RETURN_PARAM = "next";

// Backslashes (browsers read them as slashes) and control characters (URL parsing drops tabs
// and line breaks, so "/\t/evil.com" would become "//evil.com").
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\\\u0000-\u001f\u007f]/;

/**
 * `next` as a same-origin dashboard path with its query and fragment (normalised: `..` resolved),
 * or null when it is anything else. `origin` is the site's own (window.location.origin).
 */
export function dashboardReturnPath(
  next: string | null | undefined,
  origin: string,
): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || SUSPECT.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname !== DASHBOARD_BASE && !url.pathname.startsWith(`${DASHBOARD_BASE}/`)) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login page's address that returns to `here` (a path with its query) after the sign-in; the
 * plain login page when `here` is no dashboard page or is the Desk itself (where a sign-in lands
 * anyway).
 */
export function loginReturningTo(loginPath: string, here: string, origin: string): string {
  const path = dashboardReturnPath(here, origin);
  if (path === null || path === DASHBOARD_BASE || path === `${DASHBOARD_BASE}/`) return loginPath;
  return `${loginPath}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
