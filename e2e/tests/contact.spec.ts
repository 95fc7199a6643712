import { expect, test } from "@playwright/test";
import { adminApi } from "../support/admin";
import { gotoHydrated } from "../support/navigation";

test("an empty contact form shows the spec's prompts in English", async ({ page }) => {
  await gotoHydrated(page, "/contact/");
  await page.getByRole("button", { name: "Send" }).click();
  for (const prompt of [
    "Forgot to tell me your name, didn't you?",
    "Don't be shy, what's your family name?",
    "A continent would really help here!",
    "Tell me your city, please.",
    "Hmm... where do you call home?",
    "Knock knock... mind sharing your postal code?",
  ]) {
    await expect(page.getByText(prompt)).toBeVisible();
  }
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
});

test("the Arabic contact form explains its errors in Arabic", async ({ page }) => {
  await gotoHydrated(page, "/ar/contact/");
  await page.locator("form button[type=submit]").click();
  const firstError = page.locator("form [id$='-error']").first();
  await expect(firstError).toBeVisible();
  expect(await firstError.textContent()).toMatch(/[\u0600-\u06FF]/);
});

test("a valid message is stored by the API", async ({ page, playwright, baseURL }) => {
  const family = `Tester${Date.now()}`;
  await gotoHydrated(page, "/contact/");
  await page.getByLabel("First name").fill("Amira");
  await page.getByLabel("Family name").fill(family);
  await page.getByLabel("Continent").selectOption("AS");
  await page.getByLabel("Country").selectOption("AE");
  await page.getByLabel("City").fill("Dubai");
  await page.getByLabel("Street address").fill("Sheikh Zayed Road 1");
  await page.getByLabel("Postal code").fill("00000");
  await page.getByRole("textbox", { name: "Email" }).fill("amira@example.com");
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+971 50 123 4567");
  await page
    .getByRole("textbox", { name: /^Message/ })
    .fill("We need 40 m3 of LECA 10-20 for a roof garden.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("button", { name: "All done!" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("");

  const request = await playwright.request.newContext({ baseURL });
  const api = await adminApi(request);
  const inbox = await api.get("/api/contact/?pageSize=50");
  const body = (await inbox.json()) as {
    items: { family: string; country: string; message: string }[];
  };
  expect(body.items.find((item) => item.family === family)).toMatchObject({
    country: "AE",
    message: "We need 40 m3 of LECA 10-20 for a roof garden.",
  });
  await request.dispose();
});

// The phone's full check is the server's (the browser's chunk leaves the numbering plans out):
// its verdict must read as the browser's prompts do, in the page's language.
test("a number in no country's plan gets the spec's phone prompt, and Send again", async ({
  page,
}) => {
  await gotoHydrated(page, "/ru/contact/");
  const form = page.locator("form[data-island='contact-form']");
  await form.locator("input[name='name']").fill("Амира");
  await form.locator("input[name='family']").fill(`Tester${Date.now()}`);
  await form.locator("select[name='continent']").selectOption("AS");
  await expect(form.locator("select[name='country']")).toBeEnabled();
  await form.locator("select[name='country']").selectOption("AE");
  await form.locator("input[name='city']").fill("Dubai");
  await form.locator("input[name='address']").fill("Sheikh Zayed Road 1");
  await form.locator("input[name='postal-code']").fill("00000");
  await form.locator("input[name='email']").fill("amira@example.com");
  await form.locator("input[name='phone']").fill("+971 12 345");
  const send = form.locator("button[type=submit]");
  const label = await send.textContent();
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/contact/"));
  await send.click();
  expect((await posted).status()).toBe(400);
  const phone = form.locator("input[name='phone']");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(
    /Похоже, это не настоящий номер телефона… попробуете ещё раз\?$/,
  );
  await expect(phone).toBeFocused();
  await expect(send).toHaveText(label ?? "");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
