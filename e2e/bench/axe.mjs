// axe (WCAG 2.x A and AA, plus best practices) on pages of a running product, in Chromium, the
// way e2e/tests/a11y.spec.ts runs it.
// The wait below runs in the page.
/* global document, getComputedStyle */
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { progress, settle } from "./util.mjs";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** @returns {Promise<Record<string, { axe: number, axeRules: string[] }>>} */
export async function runAxe(baseUrl, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const rows = {};
  try {
    for (const [index, page] of paths.entries()) {
      progress("axe", index, paths.length, page);
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(new URL(page, baseUrl).toString());
      await settle(tab);
      // Contrast is judged on what people read: let the home hero finish fading its text in.
      await tab.waitForFunction(() =>
        [...document.querySelectorAll("[data-hero-stage]")].every(
          (element) => getComputedStyle(element).opacity === "1",
        ),
      );
      const { violations } = await new AxeBuilder({ page: tab }).withTags(TAGS).analyze();
      rows[page] = {
        // Each offending element counts: two unlabelled buttons are two violations.
        axe: violations.reduce((sum, violation) => sum + violation.nodes.length, 0),
        axeRules: violations.map((violation) => violation.id),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
