import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type Response,
  type TestInfo,
} from "@playwright/test";
import sharp from "sharp";
import { loginThroughPage } from "./admin";
import { LANGUAGES, inLanguage, type Language } from "./product";

/** How the editors name the content languages in their labels. */
export const LANGUAGE_NAMES = { en: "English", ar: "Arabic", ru: "Russian" } as const;

/**
 * Runs a step that starts from a fresh page load again when the server shed one of its
 * requests: under load (event loop more than 1 s late) the product answers 503 "server.busy"
 * (Retry-After: 10) to API requests (pages and the dashboard's files are still served; the
 * dashboard's guard waits a shed /api/is-admin out by itself, but a list, save or login call
 * fails), and the step's failure then says nothing about the feature. Only a step that met such
 * a 503 is repeated, at most three more times, and each repeat is printed; any other failure
 * fails at once.
 */
export async function busyRetry<T>(page: Page, what: string, step: () => Promise<T>): Promise<T> {
  const ATTEMPTS = 4;
  for (let attempt = 1; ; attempt += 1) {
    const shed: string[] = [];
    const watch = (response: Response) => {
      if (response.status() === 503) shed.push(new URL(response.url()).pathname);
    };
    page.on("response", watch);
    try {
      return await step();
    } catch (error) {
      if (shed.length === 0 || attempt === ATTEMPTS) throw error;
      console.warn(
        `[server busy] ${what}: attempt ${attempt} met 503 on ${[...new Set(shed)].join(", ")}; starting the step again`,
      );
      // The server's own Retry-After is 10 s; most stalls are over sooner.
      await page.waitForTimeout(5_000);
    } finally {
      page.off("response", watch);
    }
  }
}

/** Sends an API request again while the busy server sheds it (503 does nothing server-side). */
export async function unlessBusy(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    if (response.status() !== 503 || attempt === 4) return response;
    console.warn(`[server busy] ${response.url()} answered 503; asking again`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/**
 * Does `action` and returns the answer to the request it causes (`method`, exact API path).
 * Waiting and acting together: a failed action leaves no wait hanging.
 */
export async function answerTo(
  page: Page,
  method: string,
  path: string,
  action: () => Promise<unknown>,
): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === method && new URL(r.url()).pathname === path,
    ),
    action(),
  ]);
  return response;
}

/** Signs in through the public /login/ page and waits until the desk is really shown. */
export async function signIn(page: Page): Promise<void> {
  await busyRetry(page, "sign in", async () => {
    await loginThroughPage(page);
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Desk");
  });
}

/**
 * Signs in and opens the inbox filtered to one message's family name (unique per test); returns
 * that message's card.
 */
export async function openLead(page: Page, family: string): Promise<Locator> {
  await signIn(page);
  await busyRetry(page, "open the inbox", async () => {
    await page.goto(`/dashboard/inbox?q=${family}`);
    await expect(leadRow(page, family)).toBeVisible();
  });
  await leadRow(page, family).click();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(family) })).toBeVisible();
  return page.getByRole("article").filter({ hasText: family });
}

/** A lead's row in the inbox's compact list (any language): the link that opens its card. */
export const leadRow = (page: Page, family: string): Locator =>
  page.locator(".lead-list").getByRole("link", { name: new RegExp(family) });

/**
 * How long a change may take to reach the served site. A publish triggers a real Gatsby build
 * (debounced, queued behind a running one, serialised with other work on site/ through a shared
 * lock), so a few minutes are normal on a busy 2-core machine.
 */
export const REBUILD_TIMEOUT = 6 * 60_000;
/** A test that waits for three rebuilds (publish, edit, delete). */
export const THREE_REBUILDS = 3 * REBUILD_TIMEOUT + 3 * 60_000;

/** Unique per test run and test: lower-case letters, digits and hyphens (a valid slug). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A real image made now (a different colour each time), ready for `setInputFiles`. */
export async function makeImage(
  name: string,
  format: "png" | "jpeg" = "png",
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const channel = () => Math.floor(Math.random() * 256);
  const base = sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: channel(), g: channel(), b: channel() },
    },
  });
  const buffer = await (format === "png" ? base.png() : base.jpeg({ quality: 80 })).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** The texts of one item in the three languages, with the suffix in every one. */
export interface Localized {
  en: string;
  ar: string;
  ru: string;
}

/** Prints a measured figure where the run's output shows it, and keeps it in the report. */
export function reportFigure(testInfo: TestInfo, label: string, seconds: number): void {
  const text = `${label}: ${seconds.toFixed(1)} s`;
  testInfo.annotations.push({ type: "figure", description: text });
  // eslint-disable-next-line no-console -- the figure is this suite's output for people
  console.log(`[figure] ${text}`);
}

/** What the server answers for a site path right now (no redirects followed, no cache). */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path, {
    maxRedirects: 0,
    headers: { "cache-control": "no-cache" },
  });
  return {
    status: response.status(),
    location: response.headers()["location"] ?? null,
    html: response.status() === 200 ? await response.text() : "",
  };
}

/**
 * Polls until the server serves `path` with `text` in it (the rebuild is live); returns the
 * seconds since `since`.
 */
export async function waitUntilServed(
  request: APIRequestContext,
  path: string,
  text: string,
  since: number,
): Promise<number> {
  await expect
    .poll(
      async () => {
        const page = await served(request, path);
        return page.status === 200 && page.html.includes(text) ? "served" : `${page.status}`;
      },
      {
        message: `${path} served with "${text}" after the rebuild`,
        timeout: REBUILD_TIMEOUT,
        intervals: [1000],
      },
    )
    .toBe("served");
  return (Date.now() - since) / 1000;
}

/** Polls until `path` is gone from the site: the server redirects it to `to` (unknown path). */
export async function waitUntilRedirected(
  request: APIRequestContext,
  path: string,
  to: string,
  since: number,
): Promise<number> {
  await expect
    .poll(
      async () => {
        const page = await served(request, path);
        const location = page.location && new URL(page.location, "http://x").pathname;
        return [301, 302].includes(page.status) ? `redirect ${location}` : `${page.status}`;
      },
      {
        message: `${path} redirected to ${to} after the rebuild`,
        timeout: REBUILD_TIMEOUT,
        intervals: [1000],
      },
    )
    .toBe(`redirect ${to}`);
  return (Date.now() - since) / 1000;
}

/** The public path of an item in a language: /news/x/, /ar/news/x/, /ru/news/x/. */
export const itemPath = (kind: "news" | "gallery", slug: string, language: Language) =>
  inLanguage(`/${kind}/${slug}/`, language);

/** Checks, in a real page, that each language's page shows that language's title. */
export async function expectTitlesOnSite(
  page: Page,
  kind: "news" | "gallery",
  slug: string,
  titles: Localized,
): Promise<void> {
  for (const language of LANGUAGES) {
    await page.goto(itemPath(kind, slug, language));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[language]);
  }
}

/**
 * The browser's own session, for checks and clean-up through the API: the context's cookies
 * (access token, CSRF) with the header the API wants on writes.
 */
export async function apiAs(page: Page) {
  const headers = async () => {
    const cookies = await page.context().cookies();
    const csrf = cookies.find((cookie) => cookie.name === "csrftoken")?.value ?? "";
    return { "x-csrftoken": csrf, origin: new URL(page.url()).origin };
  };
  const request = page.request;
  return {
    post: async (path: string, data: unknown) =>
      request.post(path, { data, headers: await headers() }),
    patch: async (path: string, data: unknown) =>
      request.patch(path, { data, headers: await headers() }),
    delete: async (path: string) => request.delete(path, { headers: await headers() }),
  };
}

/**
 * Removes an item and the images it used, whatever state a failed test left it in. Quiet about
 * what is already gone; loud about anything else, so a leak is noticed.
 */
export async function removeItem(
  page: Page,
  kind: "news" | "gallery",
  slug: string,
  mediaIds: Iterable<string>,
): Promise<void> {
  const api = await apiAs(page);
  const remove = async (path: string) => {
    const status = (await unlessBusy(() => api.delete(path))).status();
    if (![204, 404].includes(status))
      throw new Error(`clean-up: DELETE ${path} answered ${status}`);
  };
  await remove(`/api/${kind}/${encodeURIComponent(slug)}/`);
  for (const id of mediaIds) await remove(`/api/media/${id}/`);
}

/** Collects the ids of the images the page uploads (POST /api/media/). */
export function recordUploads(page: Page): Set<string> {
  const ids = new Set<string>();
  page.on("response", async (response) => {
    const request = response.request();
    if (request.method() !== "POST" || !response.url().endsWith("/api/media/")) return;
    if (response.status() !== 201 && response.status() !== 200) return;
    const body = (await response.json().catch(() => null)) as { id?: string } | null;
    if (body?.id) ids.add(body.id);
  });
  return ids;
}

/**
 * Writes a news draft through the API as the signed-in page (no rebuild: drafts are not on the
 * site), retried while the server sheds load.
 */
export async function writeNewsDraft(page: Page, body: Record<string, unknown>): Promise<void> {
  await busyRetry(page, "write the draft", async () => {
    const created = await (await apiAs(page)).post("/api/news/", body);
    expect(created.status()).toBe(201);
  });
}
