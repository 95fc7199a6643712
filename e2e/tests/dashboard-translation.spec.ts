import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import {
  answerTo,
  busyRetry,
  removeItem,
  signIn,
  uniqueSuffix,
  writeNewsDraft,
} from "../support/dashboard";

// A translation whose English changed is flagged until its translator updates or confirms it
// (issue 20, item 1): edit English -> Arabic and Russian flagged -> the Arabic translator
// rewrites, the Russian one confirms -> no flag left, on the editor or the desk. Drafts only, so
// no rebuild runs.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const excerptField = (page: Page, language: "English" | "Arabic" | "Russian") =>
  page.getByLabel(`Excerpt (${language})`, { exact: true });

async function save(page: Page, slug: string) {
  const response = await answerTo(page, "PATCH", `/api/news/${slug}/`, () =>
    page.getByRole("button", { name: "Save" }).click(),
  );
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard\/news$/);
}

test("an English change flags its translations until they are updated or confirmed", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const slug = `e2e-translation-${suffix}`;
  const title = `E2E translation ${suffix}`;
  const edit = async () => {
    await page.goto(`/dashboard/news/${slug}/edit`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit “${title}”`);
  };
  const toTranslate = () => page.getByRole("region", { name: "News to translate" });

  try {
    await signIn(page);
    await writeNewsDraft(page, {
      slug,
      title: { en: title, ar: `ترجمة ${suffix}`, ru: `Перевод ${suffix}` },
      excerpt: {
        en: "Keeps roofs light.",
        ar: "تحافظ على خفة الأسطح.",
        ru: "Облегчает кровлю.",
      },
      body: { en: "LECA on roofs.", ar: "ليكا على الأسطح.", ru: "ЛЕКА на кровле." },
    });

    await test.step("the English excerpt changes", async () => {
      await busyRetry(page, "edit the English", async () => {
        await edit();
        // Nothing is out of date yet, and each translation shows its English beside it.
        await expect(page.getByRole("note", { name: "Translations out of date" })).toHaveCount(0);
        const arabic = excerptField(page, "Arabic");
        await expect(arabic).toHaveAttribute("dir", "rtl");
        const source = page.locator(".translated", { has: arabic }).locator(".translated__source");
        await expect(source).toContainText("Keeps roofs light.");
        // The Arabic is set in the site's Arabic face.
        expect(await arabic.evaluate((input) => getComputedStyle(input).fontFamily)).toMatch(
          /^"IBM Plex Sans Arabic"/,
        );
        await excerptField(page, "English").fill("Keeps roofs light and cool.");
        await expect(source).toContainText("Keeps roofs light and cool.");
        await save(page, slug);
      });
    });

    await test.step("both translations of it are flagged, in the editor and on the desk", async () => {
      await busyRetry(page, "see the flags", async () => {
        await edit();
        const summary = page.getByRole("note", { name: "Translations out of date" });
        await expect(summary).toContainText("Arabic: excerpt");
        await expect(summary).toContainText("Russian: excerpt");
        await expect(excerptField(page, "Arabic")).toHaveAccessibleDescription(/Out of date/);
        await expect(
          page.getByLabel("Body (Arabic)", { exact: true }),
        ).not.toHaveAccessibleDescription(/Out of date/);
        await expectNoAxeViolations(page);
        await page.goto("/dashboard/");
        await expect(toTranslate().getByRole("listitem").filter({ hasText: title })).toContainText(
          "Arabic and Russian out of date",
        );
      });
    });

    await test.step("the Arabic translator rewrites it, the Russian one confirms it", async () => {
      await busyRetry(page, "update the translations", async () => {
        await edit();
        await excerptField(page, "Arabic").fill("تحافظ على خفة الأسطح وبرودتها.");
        await expect(excerptField(page, "Arabic")).toHaveAccessibleDescription(/Updated/);
        await page
          .locator(".field", { has: excerptField(page, "Russian") })
          .getByRole("checkbox", { name: "Still correct" })
          .check();
        await save(page, slug);
      });
    });

    await test.step("no flag is left", async () => {
      await busyRetry(page, "see the flags cleared", async () => {
        await edit();
        await expect(page.getByRole("note", { name: "Translations out of date" })).toHaveCount(0);
        await expect(excerptField(page, "Russian")).not.toHaveAccessibleDescription(/Out of date/);
        await page.goto("/dashboard/");
        await expect(toTranslate()).toBeVisible();
        await expect(toTranslate().getByText(title)).toHaveCount(0);
      });
    });
  } finally {
    await removeItem(page, "news", slug, []);
  }
});
