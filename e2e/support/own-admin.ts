import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./product";

// For specs that need an admin of their own (so the suite's other sessions are not ended or
// switched to another language): made with the product's CLI, signed in through the login page.

const ROOT = path.resolve(__dirname, "../..");

/** A text of the dashboard's own catalog (admin/src/locales/<lang>/<area>.json), by its key. */
export function dashboardText(language: "en" | "ar" | "ru", key: string): string {
  const [area, ...rest] = key.split(".");
  const file = path.join(ROOT, "admin/src/locales", language, `${area}.json`);
  let node: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const part of rest) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`no text ${language} ${key}`);
  return node;
}

/** Creates the admin `username` with `password` in the running product's data folder. */
export function createOwnAdmin(username: string, password: string): void {
  execFileSync("node", ["api/dist/cli/admin.js", "create", username], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, ADMIN_PASSWORD: password, NODE_ENV: "test" },
    encoding: "utf8",
  });
}

/** A new browser context signed in as that admin, on the desk. */
export async function signInAs(
  browser: Browser,
  username: string,
  password: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log me in" }).click();
  await page.waitForURL(/\/dashboard\/$/);
  return page;
}
