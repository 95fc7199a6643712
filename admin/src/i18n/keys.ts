// The catalog's types, from English: what every other language translates, so its files say
// which texts exist (catalogs.ts loads any language's files by the same names).
import type errors from "../../../locales/en/errors.json";
import type calculator from "../../../locales/en/calculator.json";
import type audit from "../locales/en/audit.json";
import type auth from "../locales/en/auth.json";
import type builds from "../locales/en/builds.json";
import type common from "../locales/en/common.json";
import type desk from "../locales/en/desk.json";
import type gallery from "../locales/en/gallery.json";
import type history from "../locales/en/history.json";
import type inbox from "../locales/en/inbox.json";
import type items from "../locales/en/items.json";
import type layout from "../locales/en/layout.json";
import type news from "../locales/en/news.json";
import type security from "../locales/en/security.json";
import type translation from "../locales/en/translation.json";

/** The dashboard's areas, one file each per language (src/locales/<lang>/<area>.json). */
export type Areas = {
  common: typeof common;
  layout: typeof layout;
  items: typeof items;
  history: typeof history;
  news: typeof news;
  gallery: typeof gallery;
  desk: typeof desk;
  builds: typeof builds;
  inbox: typeof inbox;
  audit: typeof audit;
  security: typeof security;
  auth: typeof auth;
  translation: typeof translation;
};

/** A language's whole catalog (catalogs.ts): its areas, the API's messages, the calculator's uses. */
export type Catalog = Areas & {
  errors: typeof errors;
  uses: (typeof calculator)["quantity"]["uses"];
};

type PluralSuffix = "_zero" | "_one" | "_two" | "_few" | "_many" | "_other";
type WithoutPlural<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;
type Leaves<Tree, Prefix extends string = ""> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${WithoutPlural<Key>}`
    : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/**
 * Every text of the dashboard by its key ("layout.nav.desk"), checked by the compiler against the
 * English catalog: a key that does not exist does not compile. Plural forms go by their base key
 * ("inbox.unread" for inbox.unread_one and _other) with a numeric `count`.
 */
export type MessageKey = Leaves<Omit<Catalog, "errors">>;
