// The public pages' only script at load: the header's behaviour, the admin check, and the loader
// that fetches each island (forms, carousel, lightbox, accordions) when its part of the page needs
// it. Everything else on the page is server-rendered HTML and CSS. See README.md here for why.
import { loadIslands } from "./loader";
import { smoothHashLinks } from "./scroll";
import { revealAdminLinks } from "./shell/admin-link";
import { enhanceLanguageSwitch } from "./shell/language";
import { enhanceNavGroups } from "./shell/nav";
import { enhanceSidebar } from "./shell/sidebar";

enhanceNavGroups(document);
enhanceLanguageSwitch(document);
enhanceSidebar(document);
smoothHashLinks(document);
revealAdminLinks(document);
// Each island is a chunk of its own, fetched only by the pages that have one.
loadIslands({
  accordion: () => import("./accordion"),
  carousel: () => import("./carousel"),
  "contact-form": () => import("./contact-form"),
  lightbox: () => import("./lightbox"),
  "login-form": () => import("./login-form"),
});
