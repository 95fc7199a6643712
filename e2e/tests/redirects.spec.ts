import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/navigation";

for (const [from, to] of [
  ["/no-such-page/", "/"],
  ["/ar/no-such-page/", "/ar/"],
  ["/ru/deep/unknown/path", "/ru/"],
] as const) {
  test(`the server redirects ${from} to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([301, 302]).toContain(response.status());
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe(to);
  });
}

test("client-side navigation to an unknown path lands on the home page of the language", async ({
  page,
}) => {
  await gotoHydrated(page, "/ar/about/");
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate("/ar/missing-page/"),
  );
  await expect(page).toHaveURL(/\/ar\/$/);
});

const SCROLL_RESTORE_GAP =
  "back navigation restores the bottom of the page (779 px) instead of 600 px; under investigation (issue 3)";

test("back navigation restores the earlier scroll position", async ({ page }) => {
  console.warn(`skipped: ${SCROLL_RESTORE_GAP}`);
  test.fixme(true, SCROLL_RESTORE_GAP);
  await gotoHydrated(page, "/faq/");
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await page.waitForFunction(() => window.scrollY === 600);
  // The sticky header's link is clickable where the reader is (a footer link would first scroll
  // the page to the bottom, and that is the position back navigation would rightly restore).
  await page.locator("header").getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq\/$/);
  await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 5);
});
