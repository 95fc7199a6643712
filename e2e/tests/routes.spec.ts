import { type APIRequestContext, expect, test } from "@playwright/test";
import { directionOf } from "@leca/shared/languages";
import { LANGUAGES, PUBLIC_ROUTES, inLanguage } from "../support/product";

// Every route of the spec, prebuilt in all three languages, with the right lang, dir and title.
for (const language of LANGUAGES) {
  test.describe(`${language} pages`, () => {
    for (const route of PUBLIC_ROUTES) {
      const path = inLanguage(route, language);
      test(`${path} is served with lang=${language}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.url()).toMatch(new RegExp(`${path.replace(/\//g, "\\/")}$`));
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", language);
        await expect(html).toHaveAttribute("dir", directionOf(language));
        const title = await page.title();
        // A missing message shows up as its key ("home:meta.title").
        expect(title).not.toMatch(/[a-z]+:[a-z]+\./i);
        expect(title.length).toBeGreaterThan(3);
        await expect(page.locator("h1")).toHaveCount(1);
      });
    }
  });
}

test("the first byte of an Arabic page already says rtl", async ({ request }) => {
  const response = await request.get("/ar/about/");
  const text = await response.text();
  expect(text.slice(0, 200)).toContain('<html lang="ar" dir="rtl"');
});

// Link previews (Open Graph, X cards): the pages' own pictures are WebP only, which several
// preview crawlers refuse, so an item's preview must be a JPEG the server really serves.
const previewOf = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  const content = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(content, `og:image on ${path}`).toBeTruthy();
  expect(html).toContain(`<meta name="twitter:image" content="${content}"`);
  return new URL(content!).pathname;
};

for (const kind of ["news", "gallery"] as const) {
  test(`a ${kind} item's link preview is a JPEG of its picture`, async ({ request }) => {
    const listing = await (await request.get(`/ar/${kind}/`)).text();
    const item = new RegExp(`href="(/ar/${kind}/[a-z0-9-]+/)"`).exec(listing)?.[1];
    expect(item, `a link to a ${kind} item on /ar/${kind}/`).toBeTruthy();
    const preview = await request.get(await previewOf(request, item!));
    expect(preview.status()).toBe(200);
    expect(preview.headers()["content-type"]).toBe("image/jpeg");
    expect((await preview.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
}

test("a page without a picture of its own previews as the site's card", async ({ request }) => {
  const preview = await request.get(await previewOf(request, "/ru/about/"));
  expect(preview.headers()["content-type"]).toBe("image/png");
});

// Each icon is named once (the manifest plugin's favicons, one apple-touch-icon), and each is a
// file the server really serves: duplicate links cost a visitor's phone requests and bytes.
test("a page names its icons once, and each is served", async ({ request }) => {
  const html = await (await request.get("/ru/news/")).text();
  const icons = [...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"/g)].map(
    ([, rel = "", href = ""]) => ({ rel, href }),
  );
  expect(icons.map(({ rel, href }) => `${rel} ${href.replace(/\?v=\w+$/, "")}`).sort()).toEqual([
    "apple-touch-icon /icons/icon-192x192.png",
    "icon /favicon-32x32.png",
    "icon /favicon.svg",
  ]);
  for (const { href } of icons) expect((await request.get(href)).status(), href).toBe(200);
});
