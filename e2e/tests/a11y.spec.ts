import { test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { LANGUAGES, PUBLIC_ROUTES, inLanguage } from "../support/product";

// axe on every public page in every language (WCAG 2.x A and AA rules).
for (const language of LANGUAGES) {
  for (const route of PUBLIC_ROUTES) {
    const path = inLanguage(route, language);
    test(`axe finds no violations on ${path}`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Contrast is judged on what people read: let the home hero finish fading its text in.
      await page.waitForFunction(() =>
        [...document.querySelectorAll("[data-hero-stage]")].every(
          (element) => getComputedStyle(element).opacity === "1",
        ),
      );
      await expectNoAxeViolations(page, { bestPractice: true });
      await context.close();
    });
  }
}
