import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { leadRow, uniqueSuffix } from "../support/dashboard";
import { sendLead } from "../support/leads";
import { createOwnAdmin, dashboardText as text, signInAs } from "../support/own-admin";

// Issue 50, point 6: a lead can be archived and restored. In the Arabic dashboard an archived
// lead leaves the inbox, the archive filter shows it (with the visitor's English name kept
// readable), restoring brings it back; the archive view passes axe in three languages. Its own
// admin, so switching languages leaves the suite's other sessions alone.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const PASSWORD = "archive oryx 2026";
type Language = "en" | "ar" | "ru";

async function chooseLanguage(page: Page, from: Language, to: Language) {
  await page.getByLabel(text(from, "layout.language.label")).selectOption(to);
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

const spoken = (language: Language, key: string, sender: string) =>
  text(language, key).replace("{{sender}}", sender);

test("the Arabic inbox archives a lead, shows it under the archive and restores it", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const family = `Archer${suffix}`;
  const sender = `John ${family}`;
  const username = `e2e-archive-${suffix}`;
  createOwnAdmin(username, PASSWORD);
  await sendLead(() => playwright.request.newContext({ baseURL }), baseURL!, {
    name: "John",
    family,
    "how-to-contact": "email",
    email: "john@example.com",
    phone: "+971 50 123 4567",
    message: "Please send the LECA price list.",
  });
  const page = await signInAs(browser, username, PASSWORD);
  await chooseLanguage(page, "en", "ar");
  const card = page.getByRole("article").filter({ hasText: family });
  const row = leadRow(page, family);

  await test.step("archived from its card, the lead leaves the Arabic inbox", async () => {
    await page.goto(`/dashboard/inbox?q=${family}`);
    await row.click();
    await expect(card).toBeVisible();
    const patch = page.waitForResponse(
      (response) => response.request().method() === "PATCH" && response.url().includes("/contact/"),
    );
    await card
      .getByRole("button", { name: spoken("ar", "inbox.message.archiveFrom", sender) })
      .click();
    expect((await patch).status()).toBe(200);
    await expect(card).toHaveCount(0);
    await expect(row).toHaveCount(0);
  });

  await test.step("the archive filter shows it, marked, the English name kept left to right", async () => {
    await page
      .getByLabel(text("ar", "inbox.filters.archive"), { exact: true })
      .selectOption("true");
    await page.getByRole("button", { name: text("ar", "items.filters.apply") }).click();
    await expect(page).toHaveURL(/archived=true/);
    await row.click();
    await expect(card).toBeVisible();
    await expect(card.getByText(text("ar", "inbox.message.archivedBadge"))).toBeVisible();
    expect(
      await card
        .locator("h2 bdi")
        .first()
        .evaluate((element) => element.matches(":dir(ltr)")),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });

  await test.step("the archive view passes axe in English and Russian too", async () => {
    for (const [from, to] of [
      ["ar", "en"],
      ["en", "ru"],
    ] as const) {
      await chooseLanguage(page, from, to);
      await page.goto(`/dashboard/inbox?q=${family}&archived=true`);
      await row.click();
      await expect(card).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await chooseLanguage(page, "ru", "ar");
  });

  await test.step("restored, it is back in the inbox", async () => {
    await page.goto(`/dashboard/inbox?q=${family}&archived=true`);
    await row.click();
    await card
      .getByRole("button", { name: spoken("ar", "inbox.message.restoreFrom", sender) })
      .click();
    await expect(card).toHaveCount(0);
    await page.goto(`/dashboard/inbox?q=${family}`);
    await row.click();
    await expect(card).toBeVisible();
    await expect(card.getByText(text("ar", "inbox.message.archivedBadge"))).toHaveCount(0);
  });
});
