import type { Page } from "@playwright/test";

/**
 * Opens a site page and waits until React has taken over: the layout's admin check
 * (GET /api/is-admin) is sent from an effect, so its answer means the page is hydrated.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/is-admin")),
    page.goto(path),
  ]);
}

/** A locator for an element by id; React's generated ids contain colons CSS would misread. */
export const byId = (page: Page, id: string | null) => page.locator(`[id="${id ?? ""}"]`);
