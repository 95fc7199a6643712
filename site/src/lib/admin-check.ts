import { IS_ADMIN_PATH } from "@leca/shared/route-paths";
import { languageOfPath } from "./languages";
import { progress } from "./progress";

/** The one API route every page view calls; the shared client's base URL plus its path. */
export const IS_ADMIN_URL = `/api${IS_ADMIN_PATH}`;

/**
 * Spec: GET /api/is-admin when the navigation is shown; any status is an answer, 200 with
 * `is_admin: true` means admin. A plain fetch rather than the shared axios client: this runs on
 * every page, so axios stays out of every page's first load, and this check must never take the
 * client's refresh-and-redirect path anyway (a guest is never sent to /login by it). Like every
 * API request it shows the progress bar. Rejects only when no answer came at all.
 */
export async function fetchIsAdmin(): Promise<boolean> {
  progress.start();
  try {
    const response = await fetch(IS_ADMIN_URL, {
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Accept-Language": languageOfPath(window.location.pathname),
      },
    });
    // The body is read whatever the status: a response left unread stays open in the browser,
    // and the page would never count as loaded.
    const body = (await response.json().catch(() => null)) as { is_admin?: unknown } | null;
    return response.status === 200 && body?.is_admin === true;
  } finally {
    progress.done();
  }
}
