/** Where the product under test listens, and the admin the run creates. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8321);
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e correct horse battery staple" };

export const LANGUAGES = ["en", "ar", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

/** A site path in a language: "/about/" -> "/ar/about/". */
export const inLanguage = (path: string, language: Language) =>
  language === "en" ? path : `/${language}${path}`;

/** Every public route of the spec (English form). */
export const PUBLIC_ROUTES = [
  "/",
  "/about/",
  "/faq/",
  "/contact/",
  "/gallery/",
  "/news/",
  "/infrastructure/",
  "/water-management/",
  "/construction/",
  "/products/",
  "/light-expanded-clay-aggregate/",
  "/lecapon/",
  "/leca-blocks/",
  "/lecamix/",
  "/leca-concrete/",
  "/login/",
] as const;
