import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./product";

/** Signs the browser in through the real login page. */
export async function loginThroughPage(page: Page): Promise<void> {
  await page.goto("/login/");
  await page.getByLabel(/username/i).fill(E2E_ADMIN.username);
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log me in" }).click();
  await page.waitForURL(/\/dashboard\//);
}

/** An API session for checking what the product stored (cookies + CSRF, like the browser). */
export async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  const csrf = await request.get("/api/csrf/");
  const token = (await csrf.json()) as { token?: string };
  const cookie = (await request.storageState()).cookies.find((c) => c.name.endsWith("csrftoken"));
  const header = token.token ?? cookie?.value ?? "";
  const login = await request.post("/api/login/", {
    data: E2E_ADMIN,
    headers: { "x-csrftoken": header, origin: new URL(csrf.url()).origin },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  return request;
}
