import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { uniqueSuffix } from "../support/dashboard";
import { createOwnAdmin, dashboardText as text, signInAs } from "../support/own-admin";

// Issue 50, point 6: a limited text shows its limit and a live count before any attempt to save,
// read with the field and announced (politely) only near the limit; the picture pickers say the
// upload size limit and the accepted types before an upload. Its own admin, so switching the
// dashboard's language leaves the suite's other sessions alone.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const PASSWORD = "limits heron 2026";
type Language = "en" | "ar" | "ru";

async function chooseLanguage(page: Page, from: Language, to: Language) {
  await page.getByLabel(text(from, "layout.language.label")).selectOption(to);
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

/** The polite live regions' texts under the fields. */
const announced = (page: Page) =>
  page
    .locator('.field [aria-live="polite"]')
    .evaluateAll((regions) => regions.map((region) => region.textContent ?? "").filter(Boolean));

test("a news title shows its limit and a count; the cover picker its size limit", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const username = `e2e-limits-${uniqueSuffix()}`;
  createOwnAdmin(username, PASSWORD);
  const page = await signInAs(browser, username, PASSWORD);

  await test.step("English: the count before typing, as typed, and near the limit", async () => {
    await page.goto("/dashboard/news/create");
    const title = page.getByLabel("Title (English)");
    await expect(title).toHaveAccessibleDescription("Characters: 0 / 200");
    await title.fill("Green roofs");
    await expect(title).toHaveAccessibleDescription("Characters: 11 / 200");
    expect(await announced(page)).toEqual([]);
    await title.fill("x".repeat(190));
    await expect(title).toHaveAccessibleDescription("Characters: 190 / 200");
    await expect.poll(() => announced(page)).toEqual(["10 characters left"]);
    await title.fill("x".repeat(201));
    await expect(title).toHaveAccessibleDescription("Characters: 201 / 200 · 1 character too many");
    await expect(page.getByLabel("Upload a cover image")).toHaveAccessibleDescription(
      /^JPEG, PNG, WebP or AVIF\. Up to \d+(\.\d)? MB per image\.$/,
    );
    await expectNoAxeViolations(page);
  });

  await test.step("Arabic and Russian: the same, in the admin's words, and axe", async () => {
    for (const [from, to, count, upload] of [
      ["en", "ar", "عدد الأحرف: 0 من 200", /ميجابايت/],
      ["ar", "ru", "Знаков: 0 из 200", /Не больше \d+(,\d)?\sМБ на изображение\./],
    ] as const) {
      await chooseLanguage(page, from, to);
      await page.goto("/dashboard/news/create");
      const label = text(to, "items.fields.titleIn").replace(
        "{{language}}",
        text(to, "common.languages.en"),
      );
      const title = page.getByLabel(label, { exact: true });
      await expect(title).toHaveAccessibleDescription(count);
      await title.fill("x".repeat(195));
      await expect.poll(() => announced(page)).toHaveLength(1);
      await expect(
        page.getByLabel(text(to, "items.cover.upload"), { exact: true }),
      ).toHaveAccessibleDescription(upload);
      await expectNoAxeViolations(page);
    }
  });
});
