import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.x A and AA, the rules every page and screen is held to. */
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe on the page as it is and expects no violations, listed by rule and element so a
 * failure says where. `bestPractice` adds axe's best-practice rules (the public site keeps them).
 */
export async function expectNoAxeViolations(page: Page, { bestPractice = false } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(bestPractice ? [...WCAG, "best-practice"] : WCAG)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
