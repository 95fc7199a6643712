// English, whole: fetched with the first screen's code (the shell's words are in catalog-shell.ts).
import errors from "../../../locales/en/errors.json";
import common from "../locales/en/common.json";
import layout from "../locales/en/layout.json";
import items from "../locales/en/items.json";
import history from "../locales/en/history.json";
import news from "../locales/en/news.json";
import gallery from "../locales/en/gallery.json";
import desk from "../locales/en/desk.json";
import builds from "../locales/en/builds.json";
import inbox from "../locales/en/inbox.json";
import audit from "../locales/en/audit.json";
import security from "../locales/en/security.json";
import auth from "../locales/en/auth.json";
import translation from "../locales/en/translation.json";
// The calculator's names of uses, which quote requests carry by id: the site's own words.
import calculator from "../../../locales/en/calculator.json";

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
