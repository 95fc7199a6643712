// Dashboard paths are relative to the router's basename (/dashboard); `site` paths are the public
// Gatsby site's pages, reached with a full page load. The login page is named as the site serves
// it, with its trailing slash: "/login" would cost a 301 on the way out of every guest visit.
export const paths = {
  desk: { path: "/", getHref: () => "/" },
  news: {
    list: { path: "/news", getHref: () => "/news" },
    create: { path: "/news/create", getHref: () => "/news/create" },
    edit: {
      path: "/news/:slug/edit",
      getHref: (slug: string) => `/news/${encodeURIComponent(slug)}/edit`,
    },
  },
  gallery: {
    list: { path: "/gallery", getHref: () => "/gallery" },
    create: { path: "/gallery/create", getHref: () => "/gallery/create" },
    edit: {
      path: "/gallery/:slug/edit",
      getHref: (slug: string) => `/gallery/${encodeURIComponent(slug)}/edit`,
    },
  },
  inbox: {
    path: "/inbox",
    /** The inbox, filtered: ?status=new, ?quote=true (the names the inbox reads from its URL). */
    getHref: (filter: Record<string, string> = {}) => {
      const query = new URLSearchParams(filter).toString();
      return query ? `/inbox?${query}` : "/inbox";
    },
  },
  builds: { path: "/builds", getHref: () => "/builds" },
  site: {
    home: "/",
    login: "/login/",
    news: (slug: string) => `/news/${slug}`,
    gallery: (slug: string) => `/gallery/${slug}`,
  },
} as const;

export const BASENAME = "/dashboard";
