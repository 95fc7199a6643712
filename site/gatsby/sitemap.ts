/**
 * The sitemap: gatsby-plugin-sitemap writes sitemap-index.xml and as many sitemap-N.xml parts
 * as the pages need, each holding at most SITEMAP_ENTRY_LIMIT URLs. The protocol allows 50,000
 * URLs and 50 MB per file; 45,000 keeps a part well inside both (a URL entry here is ~100 bytes).
 * 10,000 news and 1,000 galleries in three languages are ~33,000 URLs: one part today, a second
 * one as the content grows, with no change to robots.txt, which names the index.
 */
export const SITEMAP_ENTRY_LIMIT = 45_000;
export const SITEMAP_INDEX = "sitemap-index.xml";

export const sitemapOptions = {
  entryLimit: SITEMAP_ENTRY_LIMIT,
  excludes: [
    "/404/",
    "/*/404/",
    "/404.html",
    "/*/404.html",
    "/dev-404-page/",
    "/login/",
    "/*/login/",
    "/preview/",
    "/*/preview/",
  ],
};

/** robots.txt names the sitemap index by absolute URL, so it is written for the build's SITE_URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /dashboard/\nDisallow: /api/\n\nSitemap: ${siteUrl}/${SITEMAP_INDEX}\n`;
}
