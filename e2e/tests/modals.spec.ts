// The site's mobile sidebar and the dashboard's dialogs are modal (issue 47): focus stays in
// them, the page behind is inert, Escape closes them and focus returns to what opened them.
// Driven with the keyboard only.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/dashboard";
import { gotoHydrated } from "../support/navigation";

/** Presses Tab until `name`d control has focus (at most `limit` times). */
async function tabTo(page: Page, name: string, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(
      () =>
        document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
    );
    if (focused?.trim() === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/**
 * How many `role` nodes named `name` Chromium's accessibility tree gives assistive technology
 * (Playwright's role queries do not leave out inert content; the browser's tree does).
 */
async function exposed(page: Page, role: string, name?: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    return nodes.filter(
      (node) =>
        !node.ignored &&
        node.role?.value === role &&
        (name === undefined || node.name?.value === name),
    ).length;
  } finally {
    await cdp.detach();
  }
}

/** Where focus is: inside `selector`'s element, on `also`'s, or nowhere in the page. */
const focusIn = (page: Page, selector: string, also: string) =>
  page.evaluate(
    ([inside, other]: string[]) => {
      const active = document.activeElement;
      if (!active || active === document.body) return "outside the page";
      if (document.querySelector(inside!)?.contains(active)) return "in";
      if (document.querySelector(other!)?.contains(active)) return "in";
      return `behind: ${active.outerHTML.slice(0, 80)}`;
    },
    [selector, also],
  );

test.describe("the mobile sidebar", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("is a modal: focus stays in it and the hamburger, the page is inert, Escape gives focus back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await tabTo(page, "Open the menu");
    await page.keyboard.press("Enter");
    const sidebar = page.getByRole("region", { name: "Site menu" });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Home" })).toBeFocused();
    await expect(page.locator("main")).toHaveJSProperty("inert", true);
    await expect(page.locator("footer")).toHaveJSProperty("inert", true);
    // The page behind cannot take focus, nor be found by assistive technology.
    expect(
      await page.evaluate(() => document.querySelector("main")?.closest("[inert]") !== null),
    ).toBe(true);
    await expect.poll(() => exposed(page, "main")).toBe(0);

    // Every Tab lands in the menu, on the hamburger that closes it, or leaves for the browser.
    const stops = (await sidebar.locator("a:visible, button:visible").count()) + 3;
    for (let step = 0; step < stops; step += 1) {
      await page.keyboard.press("Tab");
      expect(
        await focusIn(page, "[data-sidebar]", 'button[aria-controls="site-sidebar"]'),
      ).not.toMatch(/^behind/);
    }

    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    const hamburger = page.getByRole("button", { name: "Open the menu" });
    await expect(hamburger).toBeFocused();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
    await expect.poll(() => exposed(page, "main")).toBe(1);

    // Enter on the hamburger (now "Close the menu") closes it too; focus stays there.
    await page.keyboard.press("Enter");
    await expect(sidebar).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Close the menu" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(sidebar).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});

test("the dashboard's dialog is modal: focus stays in it, the page is inert and does not scroll, Escape gives focus back", async ({
  page,
}) => {
  await signIn(page);
  await tabTo(page, "Logout");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Leaving So Soon?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
  expect(await dialog.evaluate((element) => element.matches("dialog:modal"))).toBe(true);
  // Behind it: nothing for assistive technology, nothing takes focus, nothing scrolls.
  await expect.poll(() => exposed(page, "button", "Logout")).toBe(0);
  expect(
    await page.evaluate(() => {
      const behind = document.querySelector<HTMLElement>("main a, main button");
      behind?.focus();
      return behind !== null && document.activeElement !== behind;
    }),
  ).toBe(true);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");

  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press("Tab");
    expect(await focusIn(page, "dialog", "dialog")).not.toMatch(/^behind/);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const logout = page.getByRole("button", { name: "Logout" });
  await expect(logout).toBeFocused();
  await expect.poll(() => exposed(page, "button", "Logout")).toBe(1);
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});
