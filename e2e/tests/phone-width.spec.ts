import { expect, test } from "@playwright/test";
import { LANGUAGES, PUBLIC_ROUTES, inLanguage } from "../support/product";

// On a 390 px phone nothing a page says may lie beyond the screen: not past the page's edge, and
// not inside a box that scrolls sideways (a table whose last columns a reader never sees).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Boxes that hold text outside what can be seen: the page itself, or a sideways scroller. */
function hiddenSideways() {
  const found: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    found.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
  }
  for (const element of document.querySelectorAll<HTMLElement>("body *")) {
    const overflow = getComputedStyle(element).overflowX;
    if (overflow !== "auto" && overflow !== "scroll") continue;
    if (element.scrollWidth <= element.clientWidth + 1 || !element.textContent?.trim()) continue;
    const name = element.getAttribute("aria-labelledby") ?? element.className;
    found.push(
      `${element.tagName.toLowerCase()} (${name}) scrolls ${element.scrollWidth} px in ${element.clientWidth}`,
    );
  }
  return found;
}

for (const language of LANGUAGES) {
  test(`every ${language} page fits a 390 px phone`, async ({ page }) => {
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      const path = inLanguage(route, language);
      await page.goto(path, { waitUntil: "load" });
      for (const problem of await page.evaluate(hiddenSideways))
        problems.push(`${path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}

// Stacked on a phone, the concrete options are still a table to assistive technology: its
// headers name each figure, and every figure is on screen.
for (const language of LANGUAGES) {
  test(`the ${language} concrete options stay a table on a phone`, async ({ page }) => {
    await page.goto(inLanguage("/leca-concrete/", language));
    const table = page.getByRole("table").filter({ has: page.locator("#concrete-options") });
    await expect(table.getByRole("columnheader")).toHaveCount(3);
    // Six densities, and the two kinds that head their row groups.
    await expect(table.getByRole("rowheader")).toHaveCount(8);
    await expect(table.getByRole("cell")).toHaveCount(12);
    for (const cell of await table.locator("tbody th, tbody td").all()) {
      await cell.scrollIntoViewIfNeeded();
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
  });
}
