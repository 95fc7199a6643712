// Which pages the bench measures. Routes come from the site's own pages (site/src/pages), news
// and gallery items from the API, and "every built page" from the sitemap, so nothing here has to
// be kept in step with the site by hand.
import fs from "node:fs";
import path from "node:path";
import { LANGUAGES, TRANSLATED_LANGUAGES } from "@leca/shared/languages";
import { REPO_ROOT, fetchText } from "./util.mjs";

export { LANGUAGES };

/** "/about/" in a language: en at /about/, ar at /ar/about/, ru at /ru/about/. */
export const inLanguage = (route, language) => (language === "en" ? route : `/${language}${route}`);

/**
 * `--pages`' routes, each in its English form ("/lecapon/"): every route is measured in every
 * language, so "/ru/lecapon/" would also measure "/ar/ru/lecapon/", a 404 page, for an hour's
 * worth of runs. Checked before the product is built, with the form to use instead.
 */
export function parseRoutes(list) {
  const routes = list
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean);
  for (const route of routes) {
    if (!route.startsWith("/")) throw new Error(`--pages: ${route} is not a path (e.g. /lecapon/)`);
    const language = TRANSLATED_LANGUAGES.find((code) => route.startsWith(`/${code}/`));
    if (language)
      throw new Error(
        `--pages takes routes in English form and measures each in every language: ${route} → ${route.slice(language.length + 1)}`,
      );
  }
  return routes;
}

/** The lists' first pages, which site/gatsby-node.ts creates (paginated) rather than a page file. */
const LIST_ROUTES = ["/gallery/", "/news/"];

/** Every public route (English form): one per page file of the site, 404 aside, and the lists. */
export function publicRoutes() {
  return fs
    .readdirSync(path.join(REPO_ROOT, "site/src/pages"))
    .map((file) => file.replace(/\.tsx?$/, ""))
    .filter((name) => name !== "404")
    .map((name) => (name === "index" ? "/" : `/${name}/`))
    .concat(LIST_ROUTES)
    .sort();
}

/** The route of the newest published item of a kind ("news" or "gallery"). */
export async function newestItemRoute(baseUrl, kind) {
  const { items } = JSON.parse(await fetchText(`${baseUrl}/api/${kind}/?pageSize=1`));
  if (items.length === 0) throw new Error(`no published ${kind} item to bench`);
  return `/${kind}/${items[0].slug}/`;
}

/** Every page the sitemap lists, as paths (the sitemap carries the SITE_URL origin). */
export async function sitemapPaths(baseUrl) {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const index = await fetchText(`${baseUrl}/sitemap-index.xml`);
  const paths = [];
  for (const sitemap of locs(index)) {
    const xml = await fetchText(new URL(new URL(sitemap).pathname, baseUrl).toString());
    paths.push(...locs(xml).map((loc) => new URL(loc).pathname));
  }
  return paths;
}

/**
 * The pages to measure. Lighthouse: every route in every language plus one news and one gallery
 * item per language (CI: home, contact and one news item). The other checks: every built page.
 * `routes` (English form, e.g. "/lecapon/") measures only those, in every language, with every
 * check: a change's own pages again, without the full run's hours.
 */
export async function choosePages(baseUrl, { ci, routes }) {
  if (routes?.length) {
    const pages = routes.flatMap((route) =>
      LANGUAGES.map((language) => inLanguage(route, language)),
    );
    return { lighthouse: pages, all: pages };
  }
  const news = await newestItemRoute(baseUrl, "news");
  if (ci) {
    const pages = ["/", "/contact/", news].flatMap((route) =>
      LANGUAGES.map((language) => inLanguage(route, language)),
    );
    return { lighthouse: pages, all: pages };
  }
  const gallery = await newestItemRoute(baseUrl, "gallery");
  const lighthouse = [...publicRoutes(), news, gallery].flatMap((route) =>
    LANGUAGES.map((language) => inLanguage(route, language)),
  );
  const all = [...new Set([...lighthouse, ...(await sitemapPaths(baseUrl))])];
  return { lighthouse, all };
}
