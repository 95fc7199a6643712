import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { adminApi } from "../support/admin";
import { expectNoAxeViolations } from "../support/axe";
import { busyRetry, makeImage, uniqueSuffix, unlessBusy } from "../support/dashboard";

// axe (WCAG 2.0/2.1 A and AA) on every dashboard screen, filled the way an admin sees it: the
// edit screens hold an item with its images, so their previews and alt fields are checked too.
// Drafts only: nothing here changes the public site or starts a build.

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let session: StorageState;
let setup: BrowserContext;
const suffix = uniqueSuffix();
const newsSlug = `e2e-a11y-news-${suffix}`;
const gallerySlug = `e2e-a11y-gallery-${suffix}`;
const mediaIds: string[] = [];

async function writeHeaders(request: APIRequestContext, origin: string) {
  const { cookies } = await request.storageState();
  return { "x-csrftoken": cookies.find((c) => c.name === "csrftoken")?.value ?? "", origin };
}

test.beforeAll(async ({ browser, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  // One sign-in for the whole file (the API limits sign-ins per user and minute).
  setup = await browser.newContext();
  const api = await adminApi(setup.request);
  const upload = async (name: string) => {
    const file = await makeImage(name);
    const response = await unlessBusy(async () =>
      api.post("/api/media/", { multipart: { file }, headers: await writeHeaders(api, origin) }),
    );
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    mediaIds.push(id);
    return id;
  };
  const text = (en: string, ar: string, ru: string) => ({ en, ar, ru });
  const cover = await upload("cover.png");
  const news = await unlessBusy(async () =>
    api.post("/api/news/", {
      data: {
        slug: newsSlug,
        title: text(`A11y news ${suffix}`, "خبر", "Новость"),
        excerpt: text("Summary.", "ملخص.", "Кратко."),
        body: text("# Heading\n\nSome **bold** text.", "نص **عريض**.", "Текст **жирный**."),
        cover: { mediaId: cover, alt: text("Cover", "غلاف", "Обложка") },
        status: "draft",
      },
      headers: await writeHeaders(api, origin),
    }),
  );
  expect(news.status(), await news.text()).toBe(201);
  const images = [await upload("one.png"), await upload("two.png")].map((mediaId, i) => ({
    mediaId,
    alt: text(`Picture ${i + 1}`, `صورة ${i + 1}`, `Фото ${i + 1}`),
    caption: { en: `Caption ${i + 1}` },
  }));
  const gallery = await unlessBusy(async () =>
    api.post("/api/gallery/", {
      data: {
        slug: gallerySlug,
        title: text(`A11y gallery ${suffix}`, "معرض", "Галерея"),
        description: text("Description.", "وصف.", "Описание."),
        images,
        status: "draft",
      },
      headers: await writeHeaders(api, origin),
    }),
  );
  expect(gallery.status(), await gallery.text()).toBe(201);
  session = await setup.storageState();
});

test.afterAll(async ({ baseURL }) => {
  if (!setup) return;
  const origin = new URL(baseURL ?? "").origin;
  const api = setup.request;
  for (const path of [`/api/news/${newsSlug}/`, `/api/gallery/${gallerySlug}/`]) {
    const response = await unlessBusy(async () =>
      api.delete(path, { headers: await writeHeaders(api, origin) }),
    );
    expect([204, 404]).toContain(response.status());
  }
  for (const id of mediaIds) {
    const response = await unlessBusy(async () =>
      api.delete(`/api/media/${id}/`, { headers: await writeHeaders(api, origin) }),
    );
    expect([204, 404]).toContain(response.status());
  }
  await setup.close();
});

/** Opens a dashboard screen signed in and waits until its data is on screen. */
async function open(browserContext: BrowserContext, path: string, heading: string | RegExp) {
  const page = await browserContext.newPage();
  await busyRetry(page, `open ${path}`, async () => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("status").filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
    await expect(page.getByText("Loading preview…")).toHaveCount(0);
  });
  return page;
}

const screens: { name: string; path: () => string; heading: string | RegExp }[] = [
  { name: "desk", path: () => "/dashboard/", heading: "Desk" },
  { name: "news list", path: () => "/dashboard/news", heading: "News" },
  { name: "news create", path: () => "/dashboard/news/create", heading: "New news item" },
  {
    name: "news edit",
    path: () => `/dashboard/news/${newsSlug}/edit`,
    heading: /^Edit “A11y news/,
  },
  { name: "gallery list", path: () => "/dashboard/gallery", heading: "Gallery" },
  { name: "gallery create", path: () => "/dashboard/gallery/create", heading: "New gallery item" },
  {
    name: "gallery edit",
    path: () => `/dashboard/gallery/${gallerySlug}/edit`,
    heading: /^Edit “A11y gallery/,
  },
  { name: "inbox", path: () => "/dashboard/inbox", heading: "Inbox" },
  { name: "builds", path: () => "/dashboard/builds", heading: "Builds" },
  { name: "audit log", path: () => "/dashboard/audit", heading: "Audit log" },
  { name: "security", path: () => "/dashboard/security", heading: "Security" },
];

for (const screen of screens) {
  test(`axe finds no violations on the dashboard's ${screen.name}`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: session });
    const page = await open(context, screen.path(), screen.heading);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test("axe finds no violations with the logout dialog open", async ({ browser }) => {
  const context = await browser.newContext({ storageState: session });
  const page = await open(context, "/dashboard/", "Desk");
  await page.getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: "Leaving So Soon?" });
  await expect(dialog).toBeVisible();
  // Checked once it has faded in: half-faded text would fail contrast only for those 0.18 s.
  await expect(dialog).toHaveCSS("opacity", "1");
  await expect(page.locator(".dialog-backdrop")).toHaveCSS("opacity", "1");
  await expectNoAxeViolations(page);
  // Stay: the shared session must outlive this test.
  await page.getByRole("button", { name: "Stay" }).click();
  await context.close();
});

test("axe finds no violations on the screen shown while the server is too busy to check access", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: session });
  const page = await context.newPage();
  // The shedding server's answer to the guard's check (a real overload cannot be had on demand).
  await page.route("**/api/is-admin", (route) =>
    route.fulfill({
      status: 503,
      headers: { "retry-after": "10", "content-type": "application/json" },
      body: JSON.stringify({ statusCode: 503, code: "SERVICE_UNAVAILABLE", message: "Busy" }),
    }),
  );
  await page.goto("/dashboard/");
  await expect(page.getByRole("button", { name: "Try again now" })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test("axe finds no violations with the delete confirmation open", async ({ browser }) => {
  const context = await browser.newContext({ storageState: session });
  const page = await open(context, `/dashboard/news?q=${suffix}`, "News");
  await page.getByRole("button", { name: `Delete “A11y news ${suffix}”` }).click();
  await expect(page.getByRole("dialog", { name: `Delete “A11y news ${suffix}”?` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Keep it" }).click();
  await context.close();
});
