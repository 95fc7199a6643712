/** The top navigation in the spec's order; labels are keys of the "common" namespace. */
export interface NavLink {
  to: string;
  label: string;
}

export interface NavGroup {
  id: "applications" | "products";
  label: string;
  /** Where the group's own heading leads (its overview page), if anywhere. */
  to?: string;
  links: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => "links" in entry;

export const NAVIGATION: NavEntry[] = [
  { to: "/", label: "nav.home" },
  { to: "/about/", label: "nav.about" },
  {
    id: "applications",
    label: "nav.applications",
    links: [
      { to: "/infrastructure/", label: "nav.infrastructure" },
      { to: "/water-management/", label: "nav.waterManagement" },
      { to: "/construction/", label: "nav.construction" },
    ],
  },
  {
    id: "products",
    label: "nav.products",
    to: "/products/",
    links: [
      { to: "/light-expanded-clay-aggregate/", label: "nav.leca" },
      { to: "/lecapon/", label: "nav.lecapon" },
      { to: "/leca-blocks/", label: "nav.lecaBlocks" },
      { to: "/lecamix/", label: "nav.lecamix" },
      { to: "/leca-concrete/", label: "nav.lecaConcrete" },
    ],
  },
  { to: "/faq/", label: "nav.faq" },
  { to: "/contact/", label: "nav.contact" },
  { to: "/gallery/", label: "nav.gallery" },
  { to: "/news/", label: "nav.news" },
];

/** The admin dashboard: a separate app, so a plain link rather than a Gatsby route. */
export const DASHBOARD_PATH = "/dashboard/";
