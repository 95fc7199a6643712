import { expect, test, type Page } from "@playwright/test";
import { EXAMPLE_QUOTE } from "@leca/shared/contracts";
import { expectNoAxeViolations } from "../support/axe";
import { leadRow, uniqueSuffix } from "../support/dashboard";
import { sendLead } from "../support/leads";
import { createOwnAdmin, dashboardText as text, signInAs } from "../support/own-admin";

// What an Arabic-speaking sales desk meets every day: a lead written in English with a phone
// number, read in the Arabic inbox; the Builds screen and the audit log in Russian, in words; and
// every one of those screens accessible in all three languages. Its own admin: the suite's other
// sessions keep the English dashboard.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const PASSWORD = "sales desk falcon 2026";
type Language = "en" | "ar" | "ru";

/** Whether an element's text runs left to right (its own direction, or the one it inherits). */
const runsLtr = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.matches(":dir(ltr)"));

async function chooseLanguage(page: Page, from: Language, to: Language) {
  await page.getByLabel(text(from, "layout.language.label")).selectOption(to);
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

test("the Arabic inbox keeps an English lead readable; Builds and the audit log speak Russian", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const family = `Carter${suffix}`;
  const username = `e2e-desk-${suffix}`;
  createOwnAdmin(username, PASSWORD);

  await sendLead(() => playwright.request.newContext({ baseURL }), baseURL!, {
    name: "John",
    family,
    "how-to-contact": "whatsapp",
    email: "john@example.com",
    phone: "+971 50 123 4567",
    message: "LECA price list for 50-litre bags.",
    quote: { ...EXAMPLE_QUOTE, use: "roof-insulation" },
  });

  const page = await signInAs(browser, username, PASSWORD);
  await chooseLanguage(page, "en", "ar");

  await test.step("Arabic inbox: the English message, the phone and the address read right", async () => {
    await page.goto(`/dashboard/inbox?q=${family}`);
    await leadRow(page, family).click();
    const card = page.getByRole("article").filter({ hasText: family });
    await expect(card).toBeVisible();
    const id = await card.evaluate((element) => {
      element.setAttribute("data-e2e-lead", "");
      return "[data-e2e-lead]";
    });
    // The English sentence keeps its full stop at its end; the number its + at its start.
    expect(await runsLtr(page, `${id} .message__text`)).toBe(true);
    const phone = card.getByRole("link", { name: "+971 50 123 4567" });
    await expect(phone).toHaveAttribute("href", "tel:+971501234567");
    expect(await runsLtr(page, `${id} a[href^="tel:"]`)).toBe(true);
    // WhatsApp was chosen: the reply opens a chat with that number.
    await expect(
      card.getByRole("link", {
        name: text("ar", "inbox.message.whatsappTo").replace("{{sender}}", `John ${family}`),
      }),
    ).toHaveAttribute("href", "https://wa.me/971501234567");
    // Names, not codes: the country and continent in Arabic, the use as the calculator names it.
    await expect(card).toContainText("الإمارات العربية المتحدة (آسيا)");
    await expect(card).toContainText("عزل الأسطح وتشكيل الميول");
    await expect(card).not.toContainText("roof-insulation");
    await expectNoAxeViolations(page);
  });

  await test.step("working the lead: its status marks it read, and the export is logged", async () => {
    const card = page.getByRole("article").filter({ hasText: family });
    const sender = `John ${family}`;
    await card
      .getByRole("combobox", {
        name: text("ar", "inbox.message.statusOf").replace("{{sender}}", sender),
      })
      .selectOption("quoted");
    await expect(card.getByText(text("ar", "inbox.message.unread"), { exact: true })).toHaveCount(
      0,
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: text("ar", "inbox.exportFiltered") }).click(),
    ]);
    await download.path();
  });

  await chooseLanguage(page, "ar", "ru");

  await test.step("Russian Builds screen: why each build ran, in Russian", async () => {
    await page.goto("/dashboard/builds");
    const first = page.getByRole("listitem").filter({ hasText: text("ru", "builds.card.why") });
    await expect(first.first()).toBeVisible();
    // The product's first start built the site: said in Russian, not "first start: …".
    await expect(page.getByText(text("ru", "builds.reasons.first-start")).first()).toBeVisible();
    await expect(page.locator(".builds")).not.toContainText("first start");
    await expect(page.locator(".builds")).not.toContainText("first-start");
    await expectNoAxeViolations(page);
  });

  await test.step("Russian audit log: the lead's status and the export, in words", async () => {
    await page.goto(`/dashboard/audit?actor=${username}`);
    const rows = page.getByRole("row");
    const status = rows.filter({ hasText: text("ru", "audit.actions.lead-status") });
    await expect(status).toContainText(
      text("ru", "audit.details.lead-status").replace(
        "{{status}}",
        text("ru", "inbox.statuses.quoted"),
      ),
    );
    await expect(status).toContainText(`John ${family}`);
    const exported = rows.filter({ hasText: text("ru", "audit.actions.leads-export") });
    await expect(exported).toContainText("Строк: 1");
    await expect(exported).toContainText(family);
    await expect(page.getByRole("table")).not.toContainText("leads-exported");
    await expectNoAxeViolations(page);
  });

  await test.step("the same screens pass axe in English and Arabic too", async () => {
    for (const [from, to] of [
      ["ru", "en"],
      ["en", "ar"],
    ] as const) {
      await chooseLanguage(page, from, to);
      for (const screen of [`inbox?q=${family}`, "builds", `audit?actor=${username}`]) {
        await page.goto(`/dashboard/${screen}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: /…/ })).toHaveCount(0);
        await expectNoAxeViolations(page);
      }
    }
  });
});
