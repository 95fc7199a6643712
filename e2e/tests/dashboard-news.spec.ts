import { expect, test } from "@playwright/test";
import {
  LANGUAGE_NAMES,
  THREE_REBUILDS,
  answerTo,
  busyRetry,
  expectTitlesOnSite,
  itemPath,
  makeImage,
  recordUploads,
  removeItem,
  reportFigure,
  signIn,
  uniqueSuffix,
  waitUntilRedirected,
  waitUntilServed,
  type Localized,
} from "../support/dashboard";
import { LANGUAGES } from "../support/product";

// A stuck click or page load fails its step quickly instead of eating the long rebuild budget.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

test("a news item written in three languages goes live, changes and disappears with the rebuilds", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(THREE_REBUILDS);
  const suffix = uniqueSuffix();
  const slug = `e2e-news-${suffix}`;
  const title: Localized = {
    en: `E2E news ${suffix}`,
    ar: `خبر الاختبار ${suffix}`,
    ru: `Тестовая новость ${suffix}`,
  };
  const excerpt: Localized = {
    en: "A short summary for the list.",
    ar: "ملخص قصير للقائمة.",
    ru: "Краткое описание для списка.",
  };
  const body: Localized = {
    en: "The **body** of the article.",
    ar: "**نص** المقال.",
    ru: "**Текст** статьи.",
  };
  const alt: Localized = {
    en: `Cover picture ${suffix}`,
    ar: `صورة الغلاف ${suffix}`,
    ru: `Обложка ${suffix}`,
  };
  const edited: Localized = {
    en: `E2E news ${suffix} (edited)`,
    ar: `خبر الاختبار ${suffix} معدل`,
    ru: `Тестовая новость ${suffix} (изменено)`,
  };
  const uploads = recordUploads(page);
  let created = false;
  let saved = 0;

  try {
    await test.step("write it in three languages with a cover image and publish it", async () => {
      await signIn(page);
      await busyRetry(page, "create the news item", async () => {
        await page.goto("/dashboard/");
        await page
          .getByRole("navigation", { name: "Dashboard" })
          .getByRole("link", { name: "News" })
          .click();
        await page.getByRole("link", { name: "New news item" }).click();
        await expect(page).toHaveURL(/\/dashboard\/news\/create$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("New news item");

        for (const language of LANGUAGES) {
          const name = LANGUAGE_NAMES[language];
          await page.getByLabel(`Title (${name})`, { exact: true }).fill(title[language]);
          await page.getByLabel(`Excerpt (${name})`, { exact: true }).fill(excerpt[language]);
          await page.getByLabel(`Body (${name})`, { exact: true }).fill(body[language]);
        }
        // The slug follows the English title; the preview renders the Markdown.
        await expect(page.getByRole("textbox", { name: "Page address", exact: true })).toHaveValue(
          slug,
        );
        await expect(
          page.getByRole("region", { name: "Body preview (English)" }).locator("strong"),
        ).toHaveText("body");

        await page
          .getByLabel("Upload a cover image", { exact: true })
          .setInputFiles(await makeImage(`cover-${suffix}.jpg`, "jpeg"));
        await expect(page.getByLabel("Replace the cover image", { exact: true })).toBeAttached();
        for (const language of LANGUAGES) {
          await page
            .getByLabel(`Cover alt text (${LANGUAGE_NAMES[language]})`, { exact: true })
            .fill(alt[language]);
        }
        await page.getByRole("radio", { name: "Published" }).check();
        await expect(
          page.getByText("Published: it appears on the site after the rebuild"),
        ).toBeVisible();

        saved = Date.now();
        const response = await answerTo(page, "POST", "/api/news/", () =>
          page.getByRole("button", { name: "Save" }).click(),
        );
        expect(response.status()).toBe(201);
        created = true;
      });
      await expect(page).toHaveURL(/\/dashboard\/news$/);
      await expect(page.getByText(`Saved “${title.en}”.`)).toBeVisible();
      expect(uploads.size).toBeGreaterThanOrEqual(1);
    });

    await test.step("the list shows it as published", async () => {
      await busyRetry(page, "news list", async () => {
        await page.goto(`/dashboard/news?q=${suffix}`);
        await expect(page.getByRole("row", { name: title.en })).toContainText("Published");
      });
    });

    await test.step("the rebuild serves it in English, Arabic and Russian", async () => {
      const seconds = await waitUntilServed(request, itemPath("news", slug, "en"), title.en, saved);
      reportFigure(testInfo, "news publish → /news/{slug}/ served", seconds);
      for (const language of ["ar", "ru"] as const) {
        await waitUntilServed(request, itemPath("news", slug, language), title[language], saved);
      }
      await busyRetry(page, "news on the site", async () => {
        await expectTitlesOnSite(page, "news", slug, title);
        // The cover, named by its alt text in the page's language (the last one is Russian).
        await expect(page.getByRole("img", { name: alt.ru })).toBeVisible();
      });
    });

    await test.step("edit the titles in the editor", async () => {
      await busyRetry(page, "edit the news item", async () => {
        await page.goto("/dashboard/news");
        const search = page.getByRole("searchbox", { name: "Search news items" });
        await search.fill(suffix);
        await search.press("Enter");
        await page.getByRole("link", { name: title.en, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/dashboard/news/${slug}/edit$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit “${title.en}”`);
        await expect(page.getByLabel("Title (Arabic)", { exact: true })).toHaveValue(title.ar);
        await expect(page.getByLabel("Cover alt text (Russian)", { exact: true })).toHaveValue(
          alt.ru,
        );
        for (const language of LANGUAGES) {
          await page
            .getByLabel(`Title (${LANGUAGE_NAMES[language]})`, { exact: true })
            .fill(edited[language]);
        }
        // Editing keeps the address.
        await expect(page.getByRole("textbox", { name: "Page address", exact: true })).toHaveValue(
          slug,
        );
        saved = Date.now();
        const updated = await answerTo(page, "PATCH", `/api/news/${slug}/`, () =>
          page.getByRole("button", { name: "Save" }).click(),
        );
        expect(updated.status()).toBe(200);
      });
      await expect(page.getByText(`Saved “${edited.en}”.`)).toBeVisible();
    });

    await test.step("the rebuild serves the new titles", async () => {
      const seconds = await waitUntilServed(
        request,
        itemPath("news", slug, "en"),
        edited.en,
        saved,
      );
      reportFigure(testInfo, "news edit → new title served", seconds);
      for (const language of ["ar", "ru"] as const) {
        await waitUntilServed(request, itemPath("news", slug, language), edited[language], saved);
      }
      await busyRetry(page, "edited news on the site", () =>
        expectTitlesOnSite(page, "news", slug, edited),
      );
    });

    await test.step("delete it, after the confirmation", async () => {
      const row = page.getByRole("row", { name: edited.en });
      const dialog = page.getByRole("dialog", { name: `Delete “${edited.en}”?` });
      await busyRetry(page, "delete the news item", async () => {
        await page.goto(`/dashboard/news?q=${suffix}`);
        await row.getByRole("button", { name: `Delete “${edited.en}”` }).click();
        await expect(dialog).toBeVisible();
        // "Keep it" keeps it.
        await dialog.getByRole("button", { name: "Keep it" }).click();
        await expect(dialog).toBeHidden();
        await expect(row).toBeVisible();
        await row.getByRole("button", { name: `Delete “${edited.en}”` }).click();
        saved = Date.now();
        const deleted = await answerTo(page, "DELETE", `/api/news/${slug}/`, () =>
          dialog.getByRole("button", { name: "Delete", exact: true }).click(),
        );
        expect(deleted.status()).toBe(204);
      });
      await expect(page.getByText(`Deleted “${edited.en}”.`)).toBeVisible();
      await expect(row).toBeHidden();
    });

    await test.step("after the rebuild its address redirects to the home page", async () => {
      const seconds = await waitUntilRedirected(request, itemPath("news", slug, "en"), "/", saved);
      reportFigure(testInfo, "news delete → /news/{slug}/ redirects", seconds);
      await waitUntilRedirected(request, itemPath("news", slug, "ar"), "/ar/", saved);
      await waitUntilRedirected(request, itemPath("news", slug, "ru"), "/ru/", saved);
    });
  } finally {
    // Whatever happened above: no item and no image of this test stays behind.
    if (created || uploads.size > 0) await removeItem(page, "news", slug, uploads);
  }
});
