import fs from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminApi } from "../support/admin";
import {
  REBUILD_TIMEOUT,
  busyRetry,
  reportFigure,
  signIn,
  uniqueSuffix,
  waitUntilServed,
} from "../support/dashboard";
import { FAIL_NEXT_BUILD } from "../support/product";

// The publish pipeline end to end on the local server (issue 6): a failed build leaves the
// previous site serving and shows on the desk; a scheduled item goes live by itself.

interface Build {
  id: string;
  status: "queued" | "building" | "succeeded" | "failed";
  reason: string;
  requestedAt: string;
  finishedAt: string | null;
  logTail: string;
}

/** Sends a write as the dashboard does: session cookies plus the CSRF token in its header. */
async function write(
  api: APIRequestContext,
  method: "POST" | "DELETE",
  path: string,
  data?: object,
) {
  const cookies = (await api.storageState()).cookies;
  const token = cookies.find((cookie) => cookie.name.endsWith("csrftoken"))?.value ?? "";
  return api.fetch(path, { method, data, headers: { "x-csrftoken": token } });
}

/** A published news item in three languages (published at `at`, default now). */
async function createNews(api: APIRequestContext, slug: string, title: string, at?: Date) {
  const text = (words: string) => ({ en: words, ar: `${words} (ar)`, ru: `${words} (ru)` });
  const response = await write(api, "POST", "/api/news/", {
    slug,
    title: { en: title, ar: `خبر ${title}`, ru: `Новость ${title}` },
    excerpt: text("LECA keeps roofs light and dry."),
    body: text("Expanded clay aggregate under a roof garden drains water and weighs little."),
    status: "published",
    publishedAt: at ? at.toISOString() : null,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Polls the builds list until a finished build mentions `slug`; returns it. */
async function finishedBuildFor(api: APIRequestContext, slug: string): Promise<Build> {
  let found: Build | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get("/api/builds/");
        if (!response.ok()) return `HTTP ${response.status()}`;
        const { items } = (await response.json()) as { items: Build[] };
        found = items.find((build) => build.reason.includes(slug) && build.finishedAt !== null);
        return found ? "finished" : "waiting";
      },
      { message: `a finished build for ${slug}`, timeout: REBUILD_TIMEOUT, intervals: [1000] },
    )
    .toBe("finished");
  return found!;
}

/** Waits until no build is queued or running, so the next one is ours. */
async function buildsIdle(api: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const { items } = (await (await api.get("/api/builds/")).json()) as { items: Build[] };
        return items.some((build) => build.finishedAt === null) ? "busy" : "idle";
      },
      { message: "no build queued or running", timeout: REBUILD_TIMEOUT, intervals: [1000] },
    )
    .toBe("idle");
}

test.describe.configure({ mode: "serial" });

test("a failed build leaves the previous site serving and shows on the desk", async ({
  page,
  request,
}) => {
  test.setTimeout(2 * REBUILD_TIMEOUT + 60_000);
  const api = await adminApi(request);
  const slug = `e2e-failed-build-${uniqueSuffix()}`;
  const title = `Failed build ${slug}`;
  await buildsIdle(api);
  const homeBefore = await (await request.get("/")).text();

  fs.writeFileSync(FAIL_NEXT_BUILD, "fail the next site build\n");
  await createNews(api, slug, title);
  const failed = await finishedBuildFor(api, slug);
  expect(failed.status).toBe("failed");
  expect(failed.logTail).toContain("this build fails on purpose");

  // The release that was live is still the one served, unchanged, and the new page is not there.
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expect(await home.text()).toBe(homeBefore);
  expect((await request.get("/about/")).status()).toBe(200);
  expect((await request.get(`/news/${slug}/`, { maxRedirects: 0 })).status()).toBe(302);

  await signIn(page);
  await busyRetry(page, "the desk shows the failure", async () => {
    await page.goto("/dashboard/");
    await expect(page.getByText(/The last build failed at /)).toBeVisible();
  });

  // Rebuilding from the desk (the cause is gone) brings the page out.
  const since = Date.now();
  await page.getByRole("button", { name: "Rebuild now" }).click();
  const seconds = await waitUntilServed(request, `/news/${slug}/`, title, since);
  reportFigure(test.info(), "Rebuild now after a failed build → page served", seconds);
  // The build's record is closed just after its release goes live: reload until the desk has it.
  await expect(async () => {
    await page.goto("/dashboard/");
    await expect(page.getByText(/Live since /)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });

  await write(api, "DELETE", `/api/news/${slug}/`);
});

test("a scheduled item goes live by itself when its date comes", async ({ request }) => {
  test.setTimeout(2 * REBUILD_TIMEOUT + 60_000);
  const api = await adminApi(request);
  const slug = `e2e-scheduled-${uniqueSuffix()}`;
  const title = `Scheduled ${slug}`;
  // Far enough ahead that the build its creation may cause finishes before the date.
  const date = new Date(Date.now() + 60_000);
  await createNews(api, slug, title, date);

  const early = await request.get(`/news/${slug}/`, { maxRedirects: 0 });
  expect(early.status()).toBe(302);

  const seconds = await waitUntilServed(request, `/news/${slug}/`, title, date.getTime());
  expect(Date.now()).toBeGreaterThanOrEqual(date.getTime());
  reportFigure(test.info(), "scheduled date → page served", seconds);
  // The build that brought it out was the API's own, asked for when the date came.
  const { items } = (await (await api.get("/api/builds/")).json()) as { items: Build[] };
  const scheduled = items.filter(
    (build) =>
      // Reasons are stored as codes ("scheduled"), several joined with "; ".
      build.reason.split("; ").some((reason) => reason.split("?")[0] === "scheduled") &&
      new Date(build.requestedAt).getTime() >= date.getTime(),
  );
  expect(scheduled).not.toHaveLength(0);

  await write(api, "DELETE", `/api/news/${slug}/`);
});
