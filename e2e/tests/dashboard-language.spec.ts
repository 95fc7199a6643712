import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { uniqueSuffix } from "../support/dashboard";
import { E2E_DATA_DIR } from "../support/product";

// The dashboard in the admins' languages (issue 20, item 6): an admin switches to Arabic, gets a
// mirrored dashboard in the site's Arabic face, and finds it so on another device; then Russian.
// Its own admin account: the suite's other sign-ins keep the English dashboard.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const ROOT = path.resolve(__dirname, "../..");
const PASSWORD = "dashboard language horse 42";

/** A text of the dashboard's own catalog (admin/src/locales/<lang>/<area>.json), by its key. */
function text(language: "en" | "ar" | "ru", key: string): string {
  const [area, ...rest] = key.split(".");
  const file = path.join(ROOT, "admin/src/locales", language, `${area}.json`);
  let node: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const part of rest) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`no text ${language} ${key}`);
  return node;
}

async function signIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log me in" }).click();
  await page.waitForURL(/\/dashboard\/$/);
  return page;
}

test("an admin reads the dashboard in Arabic, mirrored, on every device, then in Russian", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `e2e-language-${uniqueSuffix()}`;
  execFileSync("node", ["api/dist/cli/admin.js", "create", username], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, ADMIN_PASSWORD: PASSWORD, NODE_ENV: "test" },
    encoding: "utf8",
  });
  const first = await signIn(browser, username);
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
    const second = await signIn(browser, username);
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
