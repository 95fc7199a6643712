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
  "/dashboard/news",
  "/dashboard/news/create",
  "/dashboard/audit",
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

test("at 390 px the items list's and the audit log's tables scroll in their own region", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `e2e-narrow-tables-${uniqueSuffix()}`;
  createOwnAdmin(username, PASSWORD);
  const page = await signInAs(browser, username, PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [screen, shot] of [
    ["/dashboard/news", "/work/notes/inbox-news-table-390.png"],
    ["/dashboard/audit", "/work/notes/inbox-audit-table-390.png"],
  ] as const) {
    await page.goto(screen);
    const table = page.locator("main table");
    await expect(table).toBeVisible();
    const caption = (await table.locator("caption").textContent())!;
    const region = page.getByRole("region", { name: caption });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region.locator("table")).toHaveCount(1);
    expect(await region.evaluate((e) => getComputedStyle(e).overflowX)).toBe("auto");
    // The table is wider than the phone: the region scrolls, with the keyboard too; the page not.
    const widths = await region.evaluate((e) => [e.scrollWidth, e.clientWidth]);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((e) => Math.abs(e.scrollLeft))).toBeGreaterThan(0);
    expect([screen, await overflow(page)]).toEqual([screen, 0]);
    await page.screenshot({ path: shot });
  }
});
