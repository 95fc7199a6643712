import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { uniqueSuffix } from "../support/dashboard";
import { createOwnAdmin, dashboardText as text, signInAs } from "../support/own-admin";

// Issue 46, finding 4: an admin helps themselves on the Security screen. They see where they are
// signed in ("this device" marked), sign another browser out, and change their password, which
// signs out every other session; in English, Arabic (right to left) and Russian, axe-clean. Its
// own admin account, so the suite's other sessions are not ended.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const PASSWORD = "own account horse battery 42";
const NEW_PASSWORD = "a brand new own account passphrase";

async function openSecurity(page: Page) {
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Security" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security");
}

test("an admin sees their sessions, signs one out, and changes the password", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const username = `e2e-own-${uniqueSuffix()}`;
  createOwnAdmin(username, PASSWORD);
  const laptop = await signInAs(browser, username, PASSWORD);
  const phone = await signInAs(browser, username, PASSWORD);
  const tablet = await signInAs(browser, username, PASSWORD);

  await test.step("the list: three sessions, this device marked, axe-clean", async () => {
    await openSecurity(laptop);
    const list = laptop.getByRole("list", { name: "Your sessions" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await expect(list.getByText("This device")).toHaveCount(1);
    await expect(list).toContainText("127.0.0.0/24");
    await expect(list).toContainText("Chrome on Windows"); // the Desktop Chrome profile's browser
    await expectNoAxeViolations(laptop);
  });

  await test.step("sign one other session out: that browser is signed out", async () => {
    const list = laptop.getByRole("list", { name: "Your sessions" });
    await list
      .getByRole("button", { name: /^Log out / })
      .first()
      .click();
    await expect(laptop.getByText("That device has been logged out.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);
  });

  await test.step("change the password: every other session ends, the new one signs in", async () => {
    await laptop.getByLabel("Current password").fill(PASSWORD);
    await laptop.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await laptop.getByLabel("New password again").fill(NEW_PASSWORD);
    await laptop.getByRole("button", { name: "Change the password" }).click();
    await expect(
      laptop.getByText("Password changed. You have been logged out on your other devices."),
    ).toBeVisible();
    await expect(
      laptop.getByRole("list", { name: "Your sessions" }).getByRole("listitem"),
    ).toHaveCount(1);
    // Both other browsers are out: the dashboard sends them to the login page.
    for (const other of [phone, tablet]) {
      await other.goto("/dashboard/security");
      await other.waitForURL(/\/login\//);
    }
    const again = await signInAs(browser, username, NEW_PASSWORD);
    await again.close();
  });

  await test.step("in Arabic (right to left) and Russian, axe-clean", async () => {
    let current: "en" | "ar" | "ru" = "en";
    const choose = async (language: "en" | "ar" | "ru") => {
      await laptop
        .getByRole("navigation", { name: text(current, "common.dashboard") })
        .getByLabel(text(current, "layout.language.label"))
        .selectOption(language);
      current = language;
      await expect(laptop.locator("html")).toHaveAttribute("lang", language);
    };
    for (const language of ["ar", "ru"] as const) {
      await choose(language);
      await expect(laptop.locator("html")).toHaveAttribute(
        "dir",
        language === "ar" ? "rtl" : "ltr",
      );
      await expect(laptop.getByLabel(text(language, "security.password.current"))).toBeVisible();
      await expect(
        laptop.getByRole("list", { name: text(language, "security.sessions.listLabel") }),
      ).toContainText(text(language, "security.sessions.thisDevice"));
      // The screen as it stands once the earlier steps' notices have gone: a notice stacked
      // behind another is drawn faded, and axe would weigh its contrast mid-stack.
      await expect(laptop.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
      await expectNoAxeViolations(laptop);
    }
    // Back to English for whoever reads this account next.
    await choose("en");
  });
});
