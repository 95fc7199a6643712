import { expect, test } from "@playwright/test";
import { LANGUAGES, PUBLIC_ROUTES, inLanguage } from "../support/product";

// Every route of the spec, prebuilt in all three languages, with the right lang, dir and title.
for (const language of LANGUAGES) {
  test.describe(`${language} pages`, () => {
    for (const route of PUBLIC_ROUTES) {
      const path = inLanguage(route, language);
      test(`${path} is served with lang=${language}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.url()).toMatch(new RegExp(`${path.replace(/\//g, "\\/")}$`));
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", language);
        await expect(html).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
        const title = await page.title();
        // A missing message shows up as its key ("home:meta.title").
        expect(title).not.toMatch(/[a-z]+:[a-z]+\./i);
        expect(title.length).toBeGreaterThan(3);
        await expect(page.locator("h1")).toHaveCount(1);
      });
    }
  });
}

test("the first byte of an Arabic page already says rtl", async ({ request }) => {
  const response = await request.get("/ar/about/");
  const text = await response.text();
  expect(text.slice(0, 200)).toContain('<html lang="ar" dir="rtl"');
});
