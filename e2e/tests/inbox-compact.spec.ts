import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { leadRow, uniqueSuffix } from "../support/dashboard";
import { sendLead } from "../support/leads";
import { createOwnAdmin, dashboardText as text, signInAs } from "../support/own-admin";

// The inbox as a compact list: a row per lead, its card beside the list on a wide screen and in
// its place at 390 px (Arabic), the open lead in the URL, and the keyboard all the way. Its own
// admin, so switching the dashboard's language leaves the suite's other sessions alone.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const PASSWORD = "compact gazelle 2026";
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const focusedLead = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.lead ?? null);

test("the inbox lists leads as rows and opens each beside the list or in its place", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const family = `Compact${suffix}`;
  const username = `e2e-compact-${suffix}`;
  createOwnAdmin(username, PASSWORD);
  const context = () => playwright.request.newContext({ baseURL });
  await sendLead(context, baseURL!, {
    name: "John",
    family,
    "how-to-contact": "email",
    email: "john@example.com",
    phone: "+971 50 123 4567",
    message: "Please send the LECA price list for a roof in Dubai Marina.",
  });
  await sendLead(context, baseURL!, {
    name: "ليلى",
    family,
    "how-to-contact": "whatsapp",
    email: "layla@example.com",
    phone: "+971 50 765 4321",
    message: "نحتاج إلى عرض سعر للسطح",
  });
  const page = await signInAs(browser, username, PASSWORD);
  const rows = page.locator(".lead-list a[data-lead]");
  const john = leadRow(page, `John ${family}`);
  const johnCard = page.getByRole("article").filter({ hasText: `John ${family}` });

  await test.step("desktop: rows, the card beside them, the URL, focus and Back", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/inbox?q=${family}`);
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(john).toContainText("Please send the LECA price list");
    await expect(john).toContainText(text("en", "inbox.message.unread"));
    // One line: the excerpt is cut by the row's width, not wrapped.
    const excerpt = john.locator(".lead-row__excerpt");
    expect(await excerpt.evaluate((e) => e.getBoundingClientRect().height)).toBeLessThan(30);
    await page.screenshot({ path: "/work/notes/inbox-desktop-list.png" });

    await john.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/lead=/);
    await expect(johnCard).toBeVisible();
    await expect(johnCard.getByRole("heading", { level: 2 })).toBeFocused();
    // Beside the list: both in view, side by side.
    const listBox = (await page.locator(".inbox__list").boundingBox())!;
    const paneBox = (await page.locator(".inbox__pane").boundingBox())!;
    expect(paneBox.x).toBeGreaterThanOrEqual(listBox.x + listBox.width - 1);
    await expect(john).toBeVisible();
    await expect(john).toHaveAttribute("aria-current", "true");
    // Opening it read it.
    await expect(john).not.toContainText(text("en", "inbox.message.unread"));
    await page.screenshot({ path: "/work/notes/inbox-desktop-open.png" });

    await page.reload();
    await expect(johnCard.getByRole("heading", { level: 2 })).toBeFocused();
    await page.goBack();
    await expect(page).not.toHaveURL(/lead=/);
    await expect(page.getByRole("article")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("390 px in Arabic: the card in place of the list, Back to it", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/inbox?q=${family}`);
    await page.getByLabel(text("en", "layout.language.label")).selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(rows).toHaveCount(2);
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: "/work/notes/inbox-ar-390-list.png" });

    // The keyboard: the first row, then Down to the next, Enter opens it.
    await rows.first().focus();
    const first = await focusedLead(page);
    await page.keyboard.press("ArrowDown");
    const second = await focusedLead(page);
    expect(second).not.toBe(first);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`lead=${second}`));
    const card = page.getByRole("article");
    await expect(card).toBeVisible();
    await expect(card.getByRole("heading", { level: 2 })).toBeFocused();
    await expect(page.locator(".lead-list")).toBeHidden();
    await expect(page.getByRole("search")).toBeHidden();
    const back = page.getByRole("link", { name: text("ar", "inbox.list.back") });
    await expect(back).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: "/work/notes/inbox-ar-390-open.png" });
    await expectNoAxeViolations(page);

    await back.focus();
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/lead=/);
    await expect(page.locator(".lead-list")).toBeVisible();
    expect(await focusedLead(page)).toBe(second);
    await page.getByLabel(text("ar", "layout.language.label")).selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
