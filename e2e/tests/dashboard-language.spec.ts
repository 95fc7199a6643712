import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { uniqueSuffix } from "../support/dashboard";
import { createOwnAdmin, dashboardText as text, signInAs } from "../support/own-admin";

// The dashboard in the admins' languages (issue 20, item 6): an admin switches to Arabic, gets a
// mirrored dashboard in the site's Arabic face, and finds it so on another device; then Russian.
// Its own admin account: the suite's other sign-ins keep the English dashboard.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const ROOT = path.resolve(__dirname, "../..");

const PASSWORD = "dashboard language horse 42";

test("an admin reads the dashboard in Arabic, mirrored, on every device, then in Russian", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `e2e-language-${uniqueSuffix()}`;
  createOwnAdmin(username, PASSWORD);
  const first = await signInAs(browser, username, PASSWORD);
  const arabicNav = first.getByRole("navigation", { name: text("ar", "common.dashboard") });

  await test.step("choose Arabic in the sidebar: the dashboard turns right to left", async () => {
    await first
      .getByRole("navigation", { name: "Dashboard" })
      .getByLabel("Dashboard language")
      .selectOption("ar");
    await expect(arabicNav).toBeVisible();
    await expect(first.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(first.locator("html")).toHaveAttribute("lang", "ar");
    await expect(first.getByRole("heading", { level: 1 })).toHaveText(text("ar", "desk.title"));
    // Mirrored: the sidebar stands at the right edge.
    const viewport = first.viewportSize()!;
    const bar = (await arabicNav.boundingBox())!;
    expect(Math.round(bar.x + bar.width)).toBe(viewport.width);
    // In the site's Arabic face, loaded.
    expect(await first.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"IBM Plex Sans Arabic"/,
    );
    await first.evaluate(() => document.fonts.ready);
    expect(
      await first.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', "لوحة")),
    ).toBe(true);
    await expectNoAxeViolations(first);
  });

  await test.step("a screen in Arabic: the news list", async () => {
    await arabicNav.getByRole("link", { name: text("ar", "layout.nav.news") }).click();
    await expect(first).toHaveURL(/\/dashboard\/news$/);
    await expect(first.getByRole("heading", { level: 1 })).toHaveText(
      text("ar", "items.kinds.heading.news"),
    );
    await expectNoAxeViolations(first);
    await first.reload();
    await expect(first.getByRole("heading", { level: 1 })).toHaveText(
      text("ar", "items.kinds.heading.news"),
    );
  });

  await test.step("another device: the account remembers Arabic", async () => {
    const second = await signInAs(browser, username, PASSWORD);
    await expect(
      second.getByRole("navigation", { name: text("ar", "common.dashboard") }),
    ).toBeVisible();
    await expect(second.locator("html")).toHaveAttribute("dir", "rtl");

    await second.getByLabel(text("ar", "layout.language.label")).selectOption("ru");
    const russianNav = second.getByRole("navigation", { name: text("ru", "common.dashboard") });
    await expect(russianNav).toBeVisible();
    await expect(second.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(second.getByRole("heading", { level: 1 })).toHaveText(text("ru", "desk.title"));
    await russianNav.getByRole("link", { name: text("ru", "layout.nav.news") }).click();
    await expect(second.getByRole("heading", { level: 1 })).toHaveText(
      text("ru", "items.kinds.heading.news"),
    );
    // The checks speak it too: a news item without its English title is refused in Russian,
    // on the field, in the words the API would use (locales/ru/errors.json).
    await second.getByRole("link", { name: text("ru", "items.list.create.news") }).click();
    await second.getByRole("button", { name: text("ru", "common.actions.save") }).click();
    const errors = JSON.parse(
      fs.readFileSync(path.join(ROOT, "locales/ru/errors.json"), "utf8"),
    ) as { item: { titleRequired: string } };
    await expect(second.getByText(errors.item.titleRequired)).toBeVisible();
  });
});
