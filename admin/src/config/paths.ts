// Dashboard paths are relative to the router's basename (/dashboard); `site` paths are the public
// Gatsby site's pages, reached with a full page load. The login page is named as the site serves
// it, with its trailing slash: "/login" would cost a 301 on the way out of every guest visit.

/**
 * A content kind's dashboard pages, under its name: its list, a new item, an item's edit page and
 * its history (comparing two saves when `compare` names them).
 */
const itemPaths = (kind: string) => ({
  list: { path: `/${kind}`, getHref: () => `/${kind}` },
  create: { path: `/${kind}/create`, getHref: () => `/${kind}/create` },
  edit: {
    path: `/${kind}/:slug/edit`,
    getHref: (slug: string) => `/${kind}/${encodeURIComponent(slug)}/edit`,
  },
  history: {
    path: `/${kind}/:slug/history`,
    getHref: (slug: string, compare?: { from: number; to: number }) => {
      const query = compare ? `?from=${compare.from}&to=${compare.to}` : "";
      return `/${kind}/${encodeURIComponent(slug)}/history${query}`;
    },
  },
});

export const paths = {
  desk: { path: "/", getHref: () => "/" },
  news: itemPaths("news"),
  gallery: itemPaths("gallery"),
  inbox: {
    path: "/inbox",
    /** The inbox, filtered: ?status=new, ?quote=true (the names the inbox reads from its URL). */
    getHref: (filter: Record<string, string> = {}) => {
      const query = new URLSearchParams(filter).toString();
      return query ? `/inbox?${query}` : "/inbox";
    },
  },
  builds: { path: "/builds", getHref: () => "/builds" },
  audit: { path: "/audit", getHref: () => "/audit" },
  security: { path: "/security", getHref: () => "/security" },
  site: {
    home: "/",
    login: "/login/",
    news: (slug: string) => `/news/${slug}`,
    gallery: (slug: string) => `/gallery/${slug}`,
    /** A saved item as visitors will see it, in one language (the site's preview page). */
    preview: (kind: string, slug: string, language: string) =>
      `${language === "en" ? "" : `/${language}`}/preview/?kind=${kind}&slug=${encodeURIComponent(slug)}`,
  },
} as const;

export const BASENAME = "/dashboard";
