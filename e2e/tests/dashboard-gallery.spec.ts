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

test("a gallery with two images in three languages goes live, changes and disappears with the rebuilds", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(THREE_REBUILDS);
  const suffix = uniqueSuffix();
  const slug = `e2e-gallery-${suffix}`;
  const title: Localized = {
    en: `E2E gallery ${suffix}`,
    ar: `معرض الاختبار ${suffix}`,
    ru: `Тестовая галерея ${suffix}`,
  };
  const description: Localized = {
    en: "Pictures from a test site.",
    ar: "صور من موقع الاختبار.",
    ru: "Фотографии с тестового объекта.",
  };
  // Alt texts per image and language.
  const alts: Localized[] = [1, 2].map((n) => ({
    en: `Test picture ${n} ${suffix}`,
    ar: `صورة الاختبار ${n} ${suffix}`,
    ru: `Тестовое фото ${n} ${suffix}`,
  }));
  const edited: Localized = {
    en: `E2E gallery ${suffix} (edited)`,
    ar: `معرض الاختبار ${suffix} معدل`,
    ru: `Тестовая галерея ${suffix} (изменено)`,
  };
  const uploads = recordUploads(page);
  let created = false;
  let saved = 0;

  try {
    await test.step("write it in three languages, upload two images and publish it", async () => {
      await signIn(page);
      await busyRetry(page, "create the gallery item", async () => {
        await page.goto("/dashboard/");
        await page
          .getByRole("navigation", { name: "Dashboard" })
          .getByRole("link", { name: "Gallery" })
          .click();
        await page.getByRole("link", { name: "New gallery item" }).click();
        await expect(page).toHaveURL(/\/dashboard\/gallery\/create$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("New gallery item");

        for (const language of LANGUAGES) {
          const name = LANGUAGE_NAMES[language];
          await page.getByLabel(`Title (${name})`, { exact: true }).fill(title[language]);
          await page
            .getByLabel(`Description (${name})`, { exact: true })
            .fill(description[language]);
        }
        await expect(page.getByRole("textbox", { name: "Page address", exact: true })).toHaveValue(
          slug,
        );

        // Two files at once, through the uploader's file input.
        await page
          .getByLabel("Upload images", { exact: true })
          .setInputFiles([
            await makeImage(`first-${suffix}.png`, "png"),
            await makeImage(`second-${suffix}.jpg`, "jpeg"),
          ]);
        await expect(page.getByText("Image 2 of 2", { exact: true })).toBeVisible();
        // No upload ended in an error.
        await expect(page.getByRole("list", { name: "Uploads" }).getByRole("alert")).toHaveCount(0);

        for (const [index, alt] of alts.entries()) {
          const position = `image ${index + 1} of 2`;
          for (const language of LANGUAGES) {
            await page
              .getByLabel(`Alt text (${LANGUAGE_NAMES[language]}), ${position}`, { exact: true })
              .fill(alt[language]);
          }
          await page
            .getByLabel(`Caption (English), ${position}`, { exact: true })
            .fill(`Caption ${index + 1}`);
        }
        await page.getByRole("radio", { name: "Published" }).check();

        saved = Date.now();
        const response = await answerTo(page, "POST", "/api/gallery/", () =>
          page.getByRole("button", { name: "Save" }).click(),
        );
        expect(response.status()).toBe(201);
        created = true;
      });
      await expect(page).toHaveURL(/\/dashboard\/gallery$/);
      await expect(page.getByText(`Saved “${title.en}”.`)).toBeVisible();
      expect(uploads.size).toBeGreaterThanOrEqual(2);
    });

    await test.step("the list shows it as published", async () => {
      await busyRetry(page, "gallery list", async () => {
        await page.goto(`/dashboard/gallery?q=${suffix}`);
        await expect(page.getByRole("row", { name: title.en })).toContainText("Published");
      });
    });

    await test.step("the rebuild serves it in English, Arabic and Russian", async () => {
      const seconds = await waitUntilServed(
        request,
        itemPath("gallery", slug, "en"),
        title.en,
        saved,
      );
      reportFigure(testInfo, "gallery publish → /gallery/{slug}/ served", seconds);
      for (const language of ["ar", "ru"] as const) {
        await waitUntilServed(request, itemPath("gallery", slug, language), title[language], saved);
      }
      await busyRetry(page, "gallery on the site", async () => {
        await expectTitlesOnSite(page, "gallery", slug, title);
        // Both pictures, named by their Russian alt texts on the Russian page (the last one).
        for (const alt of alts) {
          await expect(page.getByRole("button", { name: alt.ru })).toBeVisible();
        }
      });
    });

    await test.step("edit the titles in the editor", async () => {
      await busyRetry(page, "edit the gallery item", async () => {
        await page.goto(`/dashboard/gallery?q=${suffix}`);
        await page.getByRole("link", { name: title.en, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/dashboard/gallery/${slug}/edit$`));
        await expect(page.getByText("Image 2 of 2", { exact: true })).toBeVisible();
        await expect(
          page.getByLabel("Alt text (Arabic), image 2 of 2", { exact: true }),
        ).toHaveValue(alts[1]!.ar);
        for (const language of LANGUAGES) {
          await page
            .getByLabel(`Title (${LANGUAGE_NAMES[language]})`, { exact: true })
            .fill(edited[language]);
        }
        saved = Date.now();
        const updated = await answerTo(page, "PATCH", `/api/gallery/${slug}/`, () =>
          page.getByRole("button", { name: "Save" }).click(),
        );
        expect(updated.status()).toBe(200);
      });
      await expect(page.getByText(`Saved “${edited.en}”.`)).toBeVisible();
    });

    await test.step("the rebuild serves the new titles", async () => {
      const seconds = await waitUntilServed(
        request,
        itemPath("gallery", slug, "en"),
        edited.en,
        saved,
      );
      reportFigure(testInfo, "gallery edit → new title served", seconds);
      for (const language of ["ar", "ru"] as const) {
        await waitUntilServed(
          request,
          itemPath("gallery", slug, language),
          edited[language],
          saved,
        );
      }
      await busyRetry(page, "edited gallery on the site", () =>
        expectTitlesOnSite(page, "gallery", slug, edited),
      );
    });

    await test.step("delete it, after the confirmation", async () => {
      const row = page.getByRole("row", { name: edited.en });
      await busyRetry(page, "delete the gallery item", async () => {
        await page.goto(`/dashboard/gallery?q=${suffix}`);
        await row.getByRole("button", { name: `Delete “${edited.en}”` }).click();
        const dialog = page.getByRole("dialog", { name: `Delete “${edited.en}”?` });
        await expect(dialog).toBeVisible();
        saved = Date.now();
        const deleted = await answerTo(page, "DELETE", `/api/gallery/${slug}/`, () =>
          dialog.getByRole("button", { name: "Delete", exact: true }).click(),
        );
        expect(deleted.status()).toBe(204);
      });
      await expect(page.getByText(`Deleted “${edited.en}”.`)).toBeVisible();
      await expect(row).toBeHidden();
    });

    await test.step("after the rebuild its address redirects to the home page", async () => {
      const seconds = await waitUntilRedirected(
        request,
        itemPath("gallery", slug, "en"),
        "/",
        saved,
      );
      reportFigure(testInfo, "gallery delete → /gallery/{slug}/ redirects", seconds);
      await waitUntilRedirected(request, itemPath("gallery", slug, "ar"), "/ar/", saved);
      await waitUntilRedirected(request, itemPath("gallery", slug, "ru"), "/ru/", saved);
    });
  } finally {
    // Whatever happened above: no item and no image of this test stays behind.
    if (created || uploads.size > 0) await removeItem(page, "gallery", slug, uploads);
  }
});
