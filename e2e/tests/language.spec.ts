import { expect, test } from "@playwright/test";
import { byId, gotoHydrated } from "../support/navigation";

test.use({ viewport: { width: 1366, height: 900 } });

test("switching language keeps the page and fades in the other language", async ({ page }) => {
  await gotoHydrated(page, "/faq/");
  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/faq\/$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page
    .getByRole("button", { name: /Русский|English|العربية/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Русский" }).click();
  await expect(page).toHaveURL(/\/ru\/faq\/$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("choosing the active language does nothing", async ({ page }) => {
  await gotoHydrated(page, "/about/");
  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("link", { name: "English" }).click();
  await page.waitForTimeout(900);
  await expect(page).toHaveURL(/\/about\/$/);
});

test("the menu opens to the right in English and to the left in Arabic, and closes on Escape and outside", async ({
  page,
}) => {
  for (const [path, side] of [
    ["/", "right"],
    ["/ar/", "left"],
  ] as const) {
    await gotoHydrated(page, path);
    const toggle = page
      .locator("header button[aria-controls]")
      .filter({ hasText: /English|العربية/ });
    await toggle.click();
    const menu = byId(page, await toggle.getAttribute("aria-controls"));
    await expect(menu).toBeVisible();
    const [toggleBox, menuBox] = [await toggle.boundingBox(), await menu.boundingBox()];
    if (!toggleBox || !menuBox) throw new Error("no layout");
    if (side === "right")
      expect(Math.round(menuBox.x + menuBox.width)).toBe(Math.round(toggleBox.x + toggleBox.width));
    else expect(Math.round(menuBox.x)).toBe(Math.round(toggleBox.x));
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.mouse.click(5, 500);
    await expect(menu).toBeHidden();
  }
});
