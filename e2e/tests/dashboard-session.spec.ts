import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { adminApi } from "../support/admin";
import { apiAs, uniqueSuffix } from "../support/dashboard";
import { E2E_ADMIN } from "../support/product";

/*
 * An access token that expires while the admin works is renewed without them noticing:
 * 401 → one POST /api/token/refresh/ → the same request again, which succeeds.
 *
 * Why a second product instance: the shared product's access tokens live 15 minutes, and the
 * alternatives fake the cause. A corrupted signature is an *invalid* token (the API answers
 * "auth.required", the CSRF binding falls back to the refresh token), not an *expired* one
 * ("auth.sessionExpired", the session id still read from the token, the access cookie kept by
 * the browser past its token's end); and the API's clock cannot be moved from outside. So this
 * file starts the product the way the harness does (`npm start`: build the API from the current
 * source, then run it) on a free port, with its own empty data folder and ACCESS_TOKEN_TTL=8,
 * lets the token really expire (the API itself says so before the test goes on), and watches
 * the dashboard's requests. BUILDER=off and SEED=false keep it to the API and the dashboard: it
 * is up in seconds and never builds the site. With no site served there, the admin signs in
 * through the API (the browser context's own request client, which shares its cookies); signing
 * in through /login/ is covered by dashboard-auth.spec.ts.
 */
const ACCESS_TOKEN_TTL = 8;
const REPO_ROOT = path.resolve(__dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let dataDir = "";
let baseURL = "";
let serverLog = "";

test.beforeAll(async () => {
  // Building the API first takes a while on a busy machine.
  test.setTimeout(180_000);
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-short-token-"));
  // `npm start`, as the product is started: it builds the API from the current source first.
  server = spawn("npm", ["start"], {
    cwd: REPO_ROOT,
    // Its own process group (npm, the shell, the server), ended as one in afterAll.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SITE_URL: baseURL,
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL),
      BUILDER: "off",
      SEED: "false",
      LOG_LEVEL: "warn",
      // Load shedding is about the machine, not sessions: on a busy shared host a fresh process
      // can miss its 1 s event-loop budget and answer 503 to the very requests watched here.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the server exited:\n${serverLog}`);
        const response = await fetch(`${baseURL}/api/is-admin`).catch(() => null);
        // A request without cookies is answered 204 (401 before 830cb41): either is "up".
        return response?.status === 204 || response?.status === 401 ? "answers" : response?.status;
      },
      { message: "the short-token server answers", timeout: 170_000, intervals: [500] },
    )
    .toBe("answers");
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    process.kill(-server.pid!, "SIGTERM");
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A signed-in context on the short-token server, with a draft news item to show. */
async function signedIn(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; title: string }> {
  const context = await browser.newContext({ baseURL });
  await adminApi(context.request);
  const page = await context.newPage();
  await page.goto("/dashboard/news");
  const title = `Draft ${uniqueSuffix()}`;
  const created = await (
    await apiAs(page)
  ).post("/api/news/", {
    title: { en: title },
    excerpt: { en: "Only in English." },
    body: { en: "Only in English." },
    status: "draft",
  });
  expect(created.status()).toBe(201);
  return { context, page, title };
}

/** Waits until the API itself says the browser's access token has expired. */
async function waitForExpiry(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.request.get("/api/session/")).status(), {
      message: "the access token has expired",
      timeout: (ACCESS_TOKEN_TTL + 10) * 1000,
      intervals: [500],
    })
    .toBe(401);
}

/** Every API call the page makes from now on: what it sent, and what came back. */
function recordApi(page: Page) {
  const sent: string[] = [];
  const answered: { method: string; path: string; status: number }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) sent.push(`${request.method()} ${url.pathname}`);
  });
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/")) return;
    answered.push({
      method: response.request().method(),
      path: url.pathname,
      status: response.status(),
    });
  });
  return {
    sent,
    answered,
    refreshes: () => sent.filter((call) => call === "POST /api/token/refresh/"),
  };
}

test("an expired access token is renewed once and the screen shows its data", async ({
  browser,
}) => {
  const { context, page, title } = await signedIn(browser);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await waitForExpiry(page);

  const calls = recordApi(page);
  // The desk asks for several things at once: each gets a 401, all wait for the same refresh.
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Desk" })
    .click();
  const untranslated = page.getByRole("region", { name: "News to translate" });
  await expect(untranslated.getByRole("link", { name: title })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "News" }).getByRole("definition").last(),
  ).toHaveText("1");
  await expect(page.getByRole("region", { name: "Site" })).toContainText(
    "The site has not been rebuilt from the dashboard yet.",
  );

  // Exactly one refresh was sent, and it succeeded.
  const log = JSON.stringify(calls.answered, null, 1);
  expect(calls.refreshes(), log).toEqual(["POST /api/token/refresh/"]);
  expect(calls.answered.find((c) => c.path === "/api/token/refresh/")?.status, log).toBe(200);
  // The expired token was refused (401), and every refused request came back 200 when sent again.
  const refused = calls.answered.filter((c) => c.status === 401);
  expect(refused.length, log).toBeGreaterThan(0);
  for (const call of refused) {
    const same = (c: (typeof calls.answered)[number]) =>
      c.path === call.path && c.method === call.method;
    expect(
      calls.answered.filter((c) => same(c) && c.status === 200).length,
      `${call.method} ${call.path} succeeded after the refresh\n${log}`,
    ).toBeGreaterThanOrEqual(calls.answered.filter((c) => same(c) && c.status === 401).length);
  }
  // Nothing failed for another reason.
  expect(
    calls.answered.filter((c) => c.status >= 400 && c.status !== 401),
    log,
  ).toEqual([]);
  // No trip to /login, no error shown.
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await context.close();
});

test("an admin opening a dashboard page with an expired access token stays signed in", async ({
  browser,
}) => {
  // Spec §8: a page load (reload, new tab, bookmark) after the access token expired must renew
  // the session once in the guard instead of sending a live admin to /login.
  const { context, page, title } = await signedIn(browser);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await waitForExpiry(page);

  const calls = recordApi(page);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  expect(calls.refreshes(), JSON.stringify(calls.answered, null, 1)).toEqual([
    "POST /api/token/refresh/",
  ]);
  await context.close();
});
