// Russian: a chunk of its own, fetched when an admin chooses it (i18n/catalogs.ts).
import errors from "../../../locales/ru/errors.json";
import common from "../locales/ru/common.json";
import layout from "../locales/ru/layout.json";
import items from "../locales/ru/items.json";
import history from "../locales/ru/history.json";
import news from "../locales/ru/news.json";
import gallery from "../locales/ru/gallery.json";
import desk from "../locales/ru/desk.json";
import builds from "../locales/ru/builds.json";
import inbox from "../locales/ru/inbox.json";
import audit from "../locales/ru/audit.json";
import security from "../locales/ru/security.json";
import auth from "../locales/ru/auth.json";
import translation from "../locales/ru/translation.json";
// The calculator's names of uses, which quote requests carry by id: the site's own words.
import calculator from "../../../locales/ru/calculator.json";

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
