import { expect, test, type Page } from "@playwright/test";
import { uniqueSuffix } from "../support/dashboard";
import { createOwnAdmin, dashboardText as text, signInAs } from "../support/own-admin";

// The dashboard on a phone: the sidebar starts collapsed (no choice of the admin's yet) and no
// screen is wider than the phone, in any language. Its own admin, so switching the dashboard's
// language leaves the suite's other sessions alone.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const PASSWORD = "narrow heron 2026";
const SCREENS = [
  "/dashboard/",
  "/dashboard/inbox",
  "/dashboard/news/create",
  "/dashboard/security",
];
type Language = "en" | "ar" | "ru";

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("at 390 px the sidebar is collapsed and no screen scrolls sideways", async ({ browser }) => {
  test.setTimeout(240_000);
  const username = `e2e-narrow-${uniqueSuffix()}`;
  createOwnAdmin(username, PASSWORD);
  const page = await signInAs(browser, username, PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });

  let current: Language = "en";
  for (const language of ["en", "ar", "ru"] as const) {
    await test.step(`${language}: every screen within the phone's width`, async () => {
      await page.goto("/dashboard/");
      if (language !== current) {
        await page.getByLabel(text(current, "layout.language.label")).selectOption(language);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        current = language;
      }
      await expect(page.locator(".sidebar")).toHaveClass(/sidebar--collapsed/);
      for (const screen of SCREENS) {
        await page.goto(screen);
        await expect(page.locator("main h1")).toBeVisible();
        expect([screen, await overflow(page)]).toEqual([screen, 0]);
      }
    });
  }
});
