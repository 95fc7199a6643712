import { expect, test } from "@playwright/test";
import { removeItem, signIn, uniqueSuffix, writeNewsDraft } from "../support/dashboard";

// Preview (issue 20, item 2): a draft, never published and with no rebuild, seen from its editor
// on the site's own preview page in each language; a missing item says so. Drafts only.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

test("a draft is previewed in three languages from its editor", async ({ page, context }) => {
  const suffix = uniqueSuffix();
  const slug = `e2e-preview-${suffix}`;
  const title = {
    en: `E2E preview ${suffix}`,
    ar: `معاينة ${suffix}`,
    ru: `Предпросмотр ${suffix}`,
  };

  try {
    await signIn(page);
    await writeNewsDraft(page, {
      slug,
      title,
      excerpt: { en: "Before it goes live." },
      body: {
        en: "## Draft\n\nOnly **admins** see this.",
        ru: "## Черновик\n\nВидят только **администраторы**.",
      },
    });
    await page.goto(`/dashboard/news/${slug}/edit`);

    for (const [language, name] of [
      ["en", "English"],
      ["ar", "العربية"],
      ["ru", "Русский"],
    ] as const) {
      await test.step(`the ${language} preview`, async () => {
        const [preview] = await Promise.all([
          context.waitForEvent("page"),
          page.getByRole("link", { name, exact: true }).click(),
        ]);
        await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title[language]);
        await expect(preview.locator("html")).toHaveAttribute("lang", language);
        await expect(preview.getByRole("status")).toContainText(
          { en: "Preview:", ar: "معاينة:", ru: "Предпросмотр:" }[language],
        );
        // The body as the build renders it: Arabic has none, so the English, marked as such.
        const body = preview.locator('[data-slot="body"]');
        await expect(body.locator("h2")).toHaveText(language === "ru" ? "Черновик" : "Draft");
        if (language === "ar") await expect(body).toHaveAttribute("lang", "en");
        await preview.close();
      });
    }

    await test.step("a missing item says so, and a visitor gets nothing", async () => {
      await page.goto("/preview/?kind=news&slug=no-such-item");
      await expect(page.getByRole("status")).toContainText("There is nothing to preview");
      const visitor = await page.context().browser()!.newPage();
      await visitor.goto(`/preview/?kind=news&slug=${slug}`);
      await expect(visitor.getByRole("status")).toContainText("Only the dashboard's admins");
      await expect(visitor.getByText("Only **admins**")).toHaveCount(0);
      await visitor.close();
    });
  } finally {
    await removeItem(page, "news", slug, []);
  }
});
