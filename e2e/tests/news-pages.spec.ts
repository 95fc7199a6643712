import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminApi } from "../support/admin";
import { REBUILD_TIMEOUT, uniqueSuffix, waitUntilServed } from "../support/dashboard";
import { LANGUAGES, inLanguage } from "../support/product";

// The news list at scale (issue 17): more published items than a page holds give /news/ (the
// newest) and pages numbered from the oldest, /news/1/ ... (in every language), linked both ways;
// no page lists everything.

const PAGE_SIZE = 12;

/** A write as the dashboard sends it: session cookies plus the CSRF token in its header. */
async function write(
  api: APIRequestContext,
  method: "POST" | "DELETE",
  path: string,
  data?: object,
) {
  const token =
    (await api.storageState()).cookies.find((cookie) => cookie.name.endsWith("csrftoken"))?.value ??
    "";
  return api.fetch(path, { method, data, headers: { "x-csrftoken": token } });
}

async function publishedNewsCount(api: APIRequestContext): Promise<number> {
  const response = await api.get("/api/news/?pageSize=1");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

test("the news list pages when there are more items than a page holds", async ({
  request,
  page,
}) => {
  test.setTimeout(2 * REBUILD_TIMEOUT + 60_000);
  const api = await adminApi(request);
  const suffix = uniqueSuffix();
  // Enough old items that the oldest is sure to be on page 1, whatever else is published.
  const missing = Math.max(1, PAGE_SIZE + 1 - (await publishedNewsCount(api)));
  const slugs: string[] = [];
  const since = Date.now();
  try {
    for (let n = 1; n <= missing; n += 1) {
      const slug = `pages-${suffix}-${n}`;
      const response = await write(api, "POST", "/api/news/", {
        slug,
        title: {
          en: `LECA archive note ${n} ${suffix}`,
          ar: `ملاحظة أرشيفية عن ليكا ${n} ${suffix}`,
          ru: `Архивная заметка о керамзите LECA ${n} ${suffix}`,
        },
        excerpt: {
          en: "Lightweight expanded clay aggregate, delivered across the Gulf.",
          ar: "ركام الطين الممدد الخفيف، يُورَّد إلى جميع أنحاء الخليج.",
          ru: "Лёгкий керамзитовый гравий с доставкой по странам Залива.",
        },
        body: {
          en: "LECA keeps fills, screeds and roofs light.",
          ar: "يُبقي ليكا الردم وطبقات التسوية والأسطح خفيفة.",
          ru: "Керамзит LECA облегчает засыпки, стяжки и кровли.",
        },
        status: "published",
        // Older than anything else: the last of the list, so on page 1.
        publishedAt: new Date(Date.UTC(2016, 0, n)).toISOString(),
      });
      expect(response.status(), await response.text()).toBe(201);
      slugs.push(slug);
    }
    const oldest = `LECA archive note 1 ${suffix}`;
    await waitUntilServed(request, "/news/1/", oldest, since);

    await page.goto("/news/");
    await expect(page.getByRole("article")).toHaveCount(PAGE_SIZE);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Newest" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Next page" }).click();

    // The next older items: the highest numbered page, whose newer page is the front page.
    await expect(page).toHaveURL(/\/news\/\d+\/$/);
    const highest = Number(/\/news\/(\d+)\/$/.exec(page.url())![1]);
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    const second = page.getByRole("navigation", { name: "Pages" });
    await expect(second.getByRole("link", { name: `Page ${highest}` })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(second.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/news/",
    );

    if (highest > 1) await second.getByRole("link", { name: "Page 1" }).click();
    await expect(page).toHaveURL(/\/news\/1\/$/);
    await expect(page.getByRole("link", { name: oldest })).toBeVisible();
    const oldestPage = page.getByRole("navigation", { name: "Pages" });
    await expect(oldestPage.getByRole("link", { name: "Next page" })).toHaveCount(0);

    for (const language of LANGUAGES) {
      const response = await request.get(inLanguage("/news/1/", language));
      expect(response.status(), inLanguage("/news/1/", language)).toBe(200);
    }
  } finally {
    for (const slug of slugs) await write(api, "DELETE", `/api/news/${slug}/`);
  }
});
