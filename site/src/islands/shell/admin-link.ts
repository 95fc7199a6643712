import { fetchIsAdmin } from "../../lib/admin-check";

/**
 * Spec: a Dashboard link shows only for admins; the admin check runs when the navigation and the
 * sidebar are shown, that is on every page view. The links are in the HTML, hidden.
 */
export function revealAdminLinks(doc: Document): void {
  fetchIsAdmin().then(
    (isAdmin) => {
      if (!isAdmin) return;
      doc.querySelectorAll<HTMLElement>("[data-admin-only]").forEach((link) => {
        link.hidden = false;
      });
    },
    // No answer at all (offline): a visitor stays a guest.
    () => undefined,
  );
}
