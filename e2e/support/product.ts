import path from "node:path";

/** Where the product under test listens, and the admin the run creates. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8321);
/** The product's data folder (E2E_DATA_DIR keeps two concurrent runs' products apart). */
export const E2E_DATA_DIR = path.resolve(
  process.env.E2E_DATA_DIR ?? path.join(__dirname, "..", ".data"),
);
/** Where the product's scheduled backups go (BACKUP_DIR): inside the data folder, wiped with it. */
export const E2E_BACKUP_DIR = path.join(E2E_DATA_DIR, "backups");
/** A test creates this file to make the product's next site build fail (support/site-build.mjs). */
export const FAIL_NEXT_BUILD = path.join(E2E_DATA_DIR, "fail-next-build");
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e correct horse battery staple" };

import { LANGUAGES, type Lang as Language } from "@leca/shared/languages";

export { LANGUAGES, type Language };

/** A site path in a language: "/about/" -> "/ar/about/". */
export const inLanguage = (path: string, language: Language) =>
  language === "en" ? path : `/${language}${path}`;

/** Every public route of the spec (English form), and the calculators' page (issue 21). */
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
  "/calculator/",
] as const;
