import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/product";
import { gotoHydrated } from "../support/navigation";

test("login explains what is missing or wrong", async ({ page }) => {
  await gotoHydrated(page, "/login/");
  await page.getByRole("button", { name: "Log me in" }).click();
  await expect(page.getByText("Who are you again?")).toBeVisible();
  await expect(page.getByText("Don't forget your password!")).toBeVisible();
  await page.getByLabel("Username").fill(`nobody-${Date.now()}`);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Log me in" }).click();
  await expect(page.getByText("Nope, don't know that name")).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(
    "We looked everywhere but couldn't find that account.",
  );
});

test("an admin logs in, lands on the dashboard and then sees the Dashboard link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoHydrated(page, "/");
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await gotoHydrated(page, "/login/");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log me in" }).click();
  await page.waitForURL(/\/dashboard\/$/);
  await gotoHydrated(page, "/about/");
  await expect(page.locator("header").getByRole("link", { name: "Dashboard" })).toBeVisible();
});
