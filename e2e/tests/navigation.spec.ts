import { expect, test } from "@playwright/test";
import { byId, gotoHydrated } from "../support/navigation";

const ORDER = [
  "Home",
  "About us",
  "Applications",
  "Products",
  "FAQ",
  "Contact us",
  "Gallery",
  "News",
];

test.describe("top navigation", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("lists the entries in the spec's order, without Dashboard for a guest", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    // The Dashboard entry is in the HTML for every visitor, hidden until the admin check says 200.
    // Each entry's first element names it (Products is a link followed by its menu button).
    const items = nav.locator(":scope > ul > li:visible > :is(a, button):first-child");
    await expect(items).toHaveText(ORDER);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("Applications opens on hover with its three pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    await nav.getByRole("button", { name: "Applications" }).hover();
    const menu = nav.locator("ul ul").first();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([
      "Infrastructure",
      "Water management",
      "Construction",
    ]);
  });

  test("Products opens by keyboard and leads to a product page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    const products = nav.getByRole("button", { name: "Products" });
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    const links = byId(page, await products.getAttribute("aria-controls")).locator("a");
    // Exactly the spec's five; the "Products" label itself leads to the overview page.
    await expect(links).toHaveText(["LECA", "Lecapon", "LECA Blocks", "LECA Mix", "LECA Concrete"]);
    await page.keyboard.press("Escape");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(products).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    await links.nth(2).click();
    await expect(page).toHaveURL(/\/leca-blocks\/$/);
  });
});

test("the Products label leads to the products overview", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoHydrated(page, "/ru/");
  const nav = page.getByRole("navigation", { name: "Главное меню" }).first();
  await nav.getByRole("link", { name: "Продукция", exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/products\/$/);
});

test.describe("touch", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test("a tap opens a dropdown and a second tap closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page
      .getByRole("navigation", { name: "Main navigation" })
      .first()
      .getByRole("button", { name: "Applications" });
    await button.tap();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.tap();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test("the page's code is one low-priority module with no imports at load; the admin check waits for load", async ({
  page,
  request,
}) => {
  // Issue 15: every script request at the start (the entry, the chunks it imported) shared a
  // slow network with the fonts and the hero picture, and the admin check (its request, the
  // progress bar's code) would compete with the first paint. Inlined, the entry pushed the long
  // pages' HTML past the first round trip; as one file at low priority it does neither.
  await gotoHydrated(page, "/ru/faq/");
  const loaded = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const loadStart = navigation?.loadEventStart ?? NaN;
    const resources = performance.getEntriesByType("resource");
    const path = (url: string) => new URL(url).pathname;
    return {
      modules: [...document.querySelectorAll<HTMLScriptElement>("script[type=module]")].map(
        (script) => ({
          src: script.src && path(script.src),
          priority: script.getAttribute("fetchpriority"),
          code: script.text,
        }),
      ),
      scriptsBeforeLoad: resources
        .filter((resource) => path(resource.name).endsWith(".js") && resource.startTime < loadStart)
        .map((resource) => path(resource.name)),
      loadStart,
      checkStart: resources.find((resource) => resource.name.includes("/api/is-admin"))?.startTime,
    };
  });
  expect(loaded.modules).toHaveLength(1);
  const [entry] = loaded.modules;
  expect(entry!.src).toMatch(/^\/islands\/main-\w+\.js$/);
  expect(entry!.priority).toBe("low");
  expect(entry!.code).toBe("");
  // The entry is the only script before load: it imports nothing until an island is needed.
  expect(loaded.scriptsBeforeLoad).toEqual([entry!.src]);
  const code = await (await request.get(entry!.src)).text();
  expect(code).not.toMatch(/(?:^|[;}\s])import\s*["'{*\w]/);
  // The islands it loads later are named by absolute paths, served by the same host.
  const islands = [...code.matchAll(/import\("([^"]+)"\)/g)].map(([, url]) => url!);
  expect(islands.length).toBeGreaterThanOrEqual(4);
  for (const url of islands) {
    expect(url).toMatch(/^\/islands\/[\w-]+\.js$/);
    const response = await request.get(url);
    expect([url, response.status()]).toEqual([url, 200]);
  }
  expect(loaded.checkStart).toBeGreaterThanOrEqual(loaded.loadStart);
});
