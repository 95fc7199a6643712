// First-load JavaScript, gzipped (level 9, as a static host precompresses; brotli sends a bit
// less), page data included (the JSON Gatsby's runtime fetches to hydrate the page is part of
// what a phone downloads and parses before the page answers). A site page: every script and page
// data file Chromium loads for it until the network is idle (Gatsby's runtime fetches the page's
// own chunks after start, so its HTML alone would undercount), plus its inline scripts. The dashboard: its index.html's module scripts and module preloads (a
// signed-out visit leaves it for the site's login page, so loading it would measure that page).
import { chromium } from "@playwright/test";
import zlib from "node:zlib";
import { DASHBOARD } from "./budgets.mjs";
import { fetchText, kb, progress, settle } from "./util.mjs";

const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find(Boolean);

/** Script sources and inline script bodies of an HTML document (data blocks like JSON-LD aside). */
export function scriptsOf(html) {
  const urls = new Set();
  const inline = [];
  for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const type = attribute(tag, "type");
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue;
    const src = attribute(tag, "src");
    if (src) urls.add(src);
    else if (body.trim()) inline.push(body);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\bmodulepreload\b/i.test(attribute(tag, "rel") ?? "")) urls.add(attribute(tag, "href"));
  }
  return { urls: [...urls], inline };
}

const gzipBytes = (text) => zlib.gzipSync(text, { level: 9 }).length;

/** Gatsby's page data: the page's own JSON, the app's, and the static queries' results. */
export const isPageData = (url) => /\/page-data\/.+\.json(?:\?|$)/.test(url);

/** The script and page data URLs Chromium loads for a page before anything is clicked. */
async function loadedScripts(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls = new Set();
  page.on("request", (request) => {
    if (request.resourceType() === "script" || isPageData(request.url())) urls.add(request.url());
  });
  await page.goto(url);
  await settle(page);
  await context.close();
  return [...urls];
}

/** @returns {Promise<Record<string, { jsKbGz: number, jsFiles: number, pageDataKbGz: number }>>} */
export async function runJsSize(baseUrl, paths) {
  const sizes = new Map();
  const sizeOf = async (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipBytes(await fetchText(url)));
    return sizes.get(url);
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const rows = {};
  try {
    for (const [index, page] of [...paths, DASHBOARD].entries()) {
      progress("js", index, paths.length + 1, page);
      const url = new URL(page, baseUrl).toString();
      const html = scriptsOf(await fetchText(url));
      const urls =
        page === DASHBOARD
          ? html.urls.map((src) => new URL(src, url).toString())
          : await loadedScripts(browser, url);
      let bytes = html.inline.reduce((sum, body) => sum + gzipBytes(body), 0);
      let pageData = 0;
      for (const file of urls) {
        const size = await sizeOf(file);
        bytes += size;
        if (isPageData(file)) pageData += size;
      }
      rows[page] = {
        jsKbGz: kb(bytes),
        jsFiles: urls.filter((file) => !isPageData(file)).length,
        pageDataKbGz: kb(pageData),
      };
    }
  } finally {
    await browser.close();
  }
  return rows;
}
