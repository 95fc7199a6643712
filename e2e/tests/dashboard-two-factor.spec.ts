import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_DATA_DIR } from "../support/product";
import { uniqueSuffix } from "../support/dashboard";

// Two-factor sign-in (issue 20, item 5), as an admin meets it: enrol on the Security screen with
// an authenticator (here the RFC 6238 algorithm itself), sign in through the site's login page
// with its code, and after a lost phone, the command line removes it. Its own admin account, so
// the suite's other sign-ins keep the password alone.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const ROOT = path.resolve(__dirname, "../..");
const PASSWORD = "two factor correct horse 42";

/** `npm run admin -- <command> <username>` against the running product's data. */
function adminCli(command: string, username: string) {
  return execFileSync("node", ["api/dist/cli/admin.js", command, username], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, ADMIN_PASSWORD: PASSWORD, NODE_ENV: "test" },
    encoding: "utf8",
  });
}

/** The code an authenticator shows `ahead` steps from now. */
const codeFor = (secret: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

async function passwordStep(page: Page, username: string) {
  await page.goto("/login/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log me in" }).click();
}

test("an admin enrols an authenticator and signs in with its code", async ({ page }) => {
  test.setTimeout(180_000);
  const username = `e2e-2fa-${uniqueSuffix()}`;
  expect(adminCli("create", username)).toContain(`Created admin "${username}"`);
  let secret = "";

  await test.step("enrol on the Security screen", async () => {
    await passwordStep(page, username);
    await page.waitForURL(/\/dashboard\/$/);
    await page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: "Security" })
      .click();
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await expect(
      page.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    secret = (await page.locator(".setup-steps__secret").innerText()).replaceAll(" ", "");
    // Turning it on asks for the password again (issue 46): a stolen session is not enough.
    await page.getByLabel("Code from your authenticator app").fill(codeFor(secret));
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await expect(page.getByLabel("Your password", { exact: true })).toHaveAccessibleDescription(
      /Enter your password/,
    );
    await page.getByLabel("Your password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" });
    await expect(codes.getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page.getByText(/10 of 10 recovery codes left/)).toBeVisible();
  });

  await test.step("sign out, and in again: the password, then the code", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await page
      .getByRole("dialog", { name: "Leaving So Soon?" })
      .getByRole("button", { name: "I'm Out" })
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith("/dashboard"));
    await passwordStep(page, username);
    const code = page.getByLabel("Code from your authenticator app");
    await expect(code).toBeFocused();
    // A wrong code is refused on the field, in words.
    await code.fill("000000");
    await page.getByRole("button", { name: "Check the code" }).click();
    await expect(code).toHaveAccessibleDescription(/That code didn't work/);
    // The enrolment used this step's code: the next step's is the app's next one.
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await code.fill(codeFor(secret));
    await page.getByRole("button", { name: "Check the code" }).click();
    await page.waitForURL(/\/dashboard\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Desk");
  });

  await test.step("a lost phone: the command line removes the authenticator", async () => {
    expect(adminCli("two-factor-off", username)).toContain("Two-factor authentication turned off");
    await passwordStep(page, username);
    await page.waitForURL(/\/dashboard\/$/);
  });
});
