import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { apiAs, uniqueSuffix, writeNewsDraft } from "../support/dashboard";
import { createOwnAdmin, dashboardText as text, signInAs } from "../support/own-admin";

// One admin, one item, two tabs: both edit, the first saves, then the second. The second tab
// is told the newer save was the admin's own, merges: the fields only one tab changed are both
// kept, and the one field both changed is picked by the admin. Drafts only: no rebuild runs.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const PASSWORD = "two tabs one item 2026";
type Language = "en" | "ar" | "ru";

async function chooseLanguage(page: Page, from: Language, to: Language) {
  await page.getByLabel(text(from, "layout.language.label")).selectOption(to);
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

test("two tabs edit one item: the second merges, keeping both edits and the pick", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const username = `e2e-tabs-${suffix}`;
  const slug = `e2e-two-tabs-${suffix}`;
  createOwnAdmin(username, PASSWORD);
  const first = await signInAs(browser, username, PASSWORD);
  const trio = (en: string, ar: string, ru: string) => ({ en, ar, ru });
  await writeNewsDraft(first, {
    slug,
    title: trio(`Two tabs ${suffix}`, "علامتا تبويب", "Две вкладки"),
    excerpt: trio("The excerpt.", "الملخص.", "Анонс."),
    body: trio("The body.", "النص.", "Текст."),
    status: "draft",
  });
  const second = await first.context().newPage();
  for (const tab of [first, second]) {
    await tab.goto(`/dashboard/news/${slug}/edit`);
    await expect(tab.getByLabel("Title (Arabic)", { exact: true })).toHaveValue("علامتا تبويب");
  }

  await test.step("the first tab changes the Arabic title and the excerpt, and saves", async () => {
    await first.getByLabel("Title (Arabic)", { exact: true }).fill("علامتا تبويب ومحرر واحد");
    await first.getByLabel("Excerpt (English)", { exact: true }).fill("Saved in the first tab.");
    await first.getByRole("button", { name: "Save", exact: true }).click();
    await expect(first).toHaveURL(/\/dashboard\/news$/);
  });

  await test.step("the second tab changes the Russian body and the excerpt: told it was you", async () => {
    await second.getByLabel("Body (Russian)", { exact: true }).fill("Текст из второй вкладки.");
    await second.getByLabel("Excerpt (English)", { exact: true }).fill("Saved in the second tab.");
    await second.getByRole("button", { name: "Save", exact: true }).click();
    await expect(second.getByText(text("en", "items.stale.titleYou"))).toBeVisible();
    await second.getByRole("button", { name: text("en", "items.stale.merge") }).click();
    await expect(second.getByText(text("en", "items.merge.pick"))).toBeVisible();
    // Merged without asking: the first tab's Arabic title, this tab's Russian body.
    await expect(second.getByLabel("Title (Arabic)", { exact: true })).toHaveValue(
      "علامتا تبويب ومحرر واحد",
    );
    await expect(second.getByLabel("Body (Russian)", { exact: true })).toHaveValue(
      "Текст из второй вкладки.",
    );
    await expectNoAxeViolations(second);
  });

  await test.step("the merge reads and passes axe in Arabic and Russian; picked and saved in Russian", async () => {
    await chooseLanguage(second, "en", "ar");
    await expect(second.getByText(text("ar", "items.merge.pick"))).toBeVisible();
    await expectNoAxeViolations(second);
    await chooseLanguage(second, "ar", "ru");
    const excerpt = second.getByRole("group", { name: "Анонс (английский)" });
    await expect(excerpt).toContainText("Saved in the first tab.");
    await expect(excerpt).toContainText("Saved in the second tab.");
    await expectNoAxeViolations(second);
    await excerpt
      .getByRole("radio", { name: new RegExp(text("ru", "items.merge.keepOtherTab")) })
      .check();
    await second
      .getByRole("button", { name: text("ru", "common.actions.save"), exact: true })
      .click();
    await expect(second).toHaveURL(/\/dashboard\/news$/);
  });

  const saved = await first.request.get(`/api/news/${slug}/`);
  expect(saved.status()).toBe(200);
  const item = (await saved.json()) as {
    title: Record<Language, string>;
    excerpt: Record<Language, string>;
    body: Record<Language, string>;
  };
  expect(item.title.ar).toBe("علامتا تبويب ومحرر واحد");
  expect(item.body.ru).toBe("Текст из второй вкладки.");
  expect(item.excerpt.en).toBe("Saved in the first tab.");
  await (await apiAs(first)).delete(`/api/news/${slug}/`);
});
