// Arabic: a chunk of its own, fetched when an admin chooses it (i18n/catalogs.ts).
import errors from "../../../locales/ar/errors.json";
import common from "../locales/ar/common.json";
import layout from "../locales/ar/layout.json";
import items from "../locales/ar/items.json";
import history from "../locales/ar/history.json";
import news from "../locales/ar/news.json";
import gallery from "../locales/ar/gallery.json";
import desk from "../locales/ar/desk.json";
import builds from "../locales/ar/builds.json";
import inbox from "../locales/ar/inbox.json";
import audit from "../locales/ar/audit.json";
import security from "../locales/ar/security.json";
import auth from "../locales/ar/auth.json";
import translation from "../locales/ar/translation.json";
// The calculator's names of uses, which quote requests carry by id: the site's own words.
import calculator from "../../../locales/ar/calculator.json";

export default {
  errors,
  common,
  layout,
  items,
  history,
  news,
  gallery,
  desk,
  builds,
  inbox,
  audit,
  security,
  auth,
  translation,
  uses: calculator.quantity.uses,
};
