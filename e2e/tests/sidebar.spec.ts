import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/navigation";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the hamburger opens the sidebar under the header and locks scrolling", async ({ page }) => {
  await gotoHydrated(page, "/");
  const hamburger = page.getByRole("button", { name: "Open the menu" });
  await expect(hamburger).toHaveAttribute("data-icon", "menu");
  await hamburger.tap();
  const close = page.getByRole("button", { name: "Close the menu" });
  await expect(close).toHaveAttribute("data-icon", "close");
  const sidebar = page.getByRole("region", { name: "Site menu" });
  await expect(sidebar).toBeVisible();
  const box = await sidebar.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(85);
  expect(box?.y).toBeLessThanOrEqual(95);
  // The lock follows the menu's first frame (src/islands/shell/sidebar.ts).
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  await close.tap();
  await expect(sidebar).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
});

test("one accordion group at a time, each can close again", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open the menu" }).tap();
  const sidebar = page.getByRole("region", { name: "Site menu" });
  const applications = sidebar.getByRole("button", { name: "Applications" });
  const products = sidebar.getByRole("button", { name: "Products" });
  await applications.tap();
  await expect(applications).toHaveAttribute("aria-expanded", "true");
  await products.tap();
  await expect(products).toHaveAttribute("aria-expanded", "true");
  await expect(applications).toHaveAttribute("aria-expanded", "false");
  await products.tap();
  await expect(products).toHaveAttribute("aria-expanded", "false");
  await expect(sidebar.getByRole("button", { name: /English|العربية|Русский/ })).toHaveText([
    "English",
    "العربية",
    "Русский",
  ]);
});

test("tapping outside or choosing a link closes it", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open the menu" }).tap();
  const sidebar = page.getByRole("region", { name: "Site menu" });
  await page.touchscreen.tap(370, 600);
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open the menu" }).tap();
  await sidebar.getByRole("link", { name: "FAQ" }).tap();
  await expect(page).toHaveURL(/\/faq\/$/);
  await expect(sidebar).toBeHidden();
});
