import { expect, test } from "@playwright/test";
import { loginThroughPage } from "../support/admin";
import {
  THREE_REBUILDS,
  expectTitlesOnSite,
  itemPath,
  makeImage,
  recordUploads,
  removeItem,
  reportFigure,
  uniqueSuffix,
  waitUntilRedirected,
  waitUntilServed,
  type Localized,
} from "../support/dashboard";
import { LANGUAGES } from "../support/product";

const LANGUAGE_NAMES = { en: "English", ar: "Arabic", ru: "Russian" } as const;

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
  const uploads = recordUploads(page);
  let created = false;

  try {
    await test.step("write it and upload two images in the editor", async () => {
      await loginThroughPage(page);
      await page
        .getByRole("navigation", { name: "Dashboard" })
        .getByRole("link", { name: "Gallery" })
        .click();
      await page.getByRole("link", { name: "New gallery item" }).click();
      await expect(page).toHaveURL(/\/dashboard\/gallery\/create$/);

      for (const language of LANGUAGES) {
        const name = LANGUAGE_NAMES[language];
        await page.getByLabel(`Title (${name})`, { exact: true }).fill(title[language]);
        await page.getByLabel(`Description (${name})`, { exact: true }).fill(description[language]);
      }
      await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);

      await page
        .getByLabel("Upload images", { exact: true })
        .setInputFiles([
          await makeImage(`first-${suffix}.png`, "png"),
          await makeImage(`second-${suffix}.jpg`, "jpeg"),
        ]);
      await expect(page.getByText("Image 2 of 2", { exact: true })).toBeVisible();
      await expect.poll(() => uploads.size).toBe(2);
      // Every upload finished without an error.
      await expect(page.getByRole("list", { name: "Uploads" }).getByRole("alert")).toHaveCount(0);

      for (const [index, alt] of alts.entries()) {
        const position = `image ${index + 1} of 2`;
        for (const language of LANGUAGES) {
          const name = LANGUAGE_NAMES[language];
          await page
            .getByLabel(`Alt text (${name}), ${position}`, { exact: true })
            .fill(alt[language]);
        }
        await page
          .getByLabel(`Caption (English), ${position}`, { exact: true })
          .fill(`Caption ${index + 1}`);
      }
      await page.getByRole("radio", { name: "Published" }).check();
    });

    let saved = 0;
    await test.step("save: the list shows it as published", async () => {
      const response = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/api/gallery/"),
      );
      saved = Date.now();
      await page.getByRole("button", { name: "Save" }).click();
      expect((await response).status()).toBe(201);
      created = true;
      await expect(page).toHaveURL(/\/dashboard\/gallery$/);
      await expect(page.getByText(`Saved “${title.en}”.`)).toBeVisible();
      await expect(page.getByRole("row", { name: title.en })).toContainText("Published");
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
      await expectTitlesOnSite(page, "gallery", slug, title);
      // Both pictures, named by their Russian alt texts on the Russian page.
      for (const alt of alts) {
        await expect(page.getByRole("button", { name: alt.ru })).toBeVisible();
      }
    });

    const edited: Localized = {
      en: `E2E gallery ${suffix} (edited)`,
      ar: `معرض الاختبار ${suffix} معدل`,
      ru: `Тестовая галерея ${suffix} (изменено)`,
    };
    await test.step("edit the titles", async () => {
      await page.goto(`/dashboard/gallery?q=${suffix}`);
      await page.getByRole("link", { name: title.en, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/gallery/${slug}/edit$`));
      await expect(page.getByText("Image 2 of 2", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Alt text (Arabic), image 2 of 2", { exact: true })).toHaveValue(
        alts[1]!.ar,
      );
      for (const language of LANGUAGES) {
        await page
          .getByLabel(`Title (${LANGUAGE_NAMES[language]})`, { exact: true })
          .fill(edited[language]);
      }
      const updated = page.waitForResponse(
        (r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/gallery/${slug}/`),
      );
      saved = Date.now();
      await page.getByRole("button", { name: "Save" }).click();
      expect((await updated).status()).toBe(200);
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
      await expectTitlesOnSite(page, "gallery", slug, edited);
    });

    await test.step("delete it, after the confirmation", async () => {
      await page.goto(`/dashboard/gallery?q=${suffix}`);
      const row = page.getByRole("row", { name: edited.en });
      await row.getByRole("button", { name: `Delete “${edited.en}”` }).click();
      const dialog = page.getByRole("dialog", { name: `Delete “${edited.en}”?` });
      const deleted = page.waitForResponse(
        (r) => r.request().method() === "DELETE" && r.url().endsWith(`/api/gallery/${slug}/`),
      );
      saved = Date.now();
      await dialog.getByRole("button", { name: "Delete", exact: true }).click();
      expect((await deleted).status()).toBe(204);
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
    if (created || uploads.size > 0) await removeItem(page, "gallery", slug, uploads);
  }
});
