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

test("a link to an unknown path lands on the home page of the language", async ({ page }) => {
  await gotoHydrated(page, "/ar/about/");
  // Every navigation is a page load (no client-side router): the server's redirect decides.
  await page.evaluate(() => window.location.assign("/ar/missing-page/"));
  await expect(page).toHaveURL(/\/ar\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});

test("back navigation restores the earlier scroll position", async ({ page }) => {
  await gotoHydrated(page, "/faq/");
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await page.waitForFunction(() => window.scrollY === 600);
  // A reader clicks the sticky header's link where it is on screen. Playwright's own click would
  // first "scroll it into view" and, for a sticky element, scroll the page to where the header
  // sits in the flow (about 232 px here): that, not the product, moved the position before.
  const link = page.locator("header").getByRole("link", { name: "Contact us" });
  const box = await link.boundingBox();
  if (!box) throw new Error("the header's Contact us link is not on screen");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/contact\/$/);
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq\/$/);
  await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 5);
});
