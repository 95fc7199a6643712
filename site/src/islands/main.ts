// The public pages' only script at load: the header's behaviour, the loader that fetches each
// island (forms, carousel, lightbox) when its part of the page needs it, and, once the page has
// loaded, the admin check. Everything else on the page is server-rendered HTML and CSS. See
// README.md here for why. All of it waits for the first paint (after-paint.ts says why).
import { mount as mountAccordion } from "./accordion";
import { afterLoad } from "./after-load";
import { afterFirstPaint } from "./after-paint";
import { loadIslands } from "./loader";
import { smoothHashLinks } from "./scroll";
import { enhanceLanguageSwitch } from "./shell/language";
import { enhanceNavGroups } from "./shell/nav";
import { closedPopups, prelayout } from "./shell/prelayout";
import { enhanceSidebar } from "./shell/sidebar";

afterFirstPaint(() => {
  enhanceNavGroups(document);
  enhanceLanguageSwitch(document);
  enhanceSidebar(document);
  smoothHashLinks(document);
  // Each island is a chunk of its own, fetched only by the pages that have one. The accordion is
  // the exception: it is half a kilobyte and shares the header's disclosure code, so it rides in
  // this module; as a chunk it made this module import two chunks (a second round trip before
  // the header works on every page).
  loadIslands({
    accordion: { mount: mountAccordion },
    calculator: () => import("./calculator"),
    carousel: () => import("./carousel"),
    "contact-form": () => import("./contact-form"),
    "dead-load": () => import("./dead-load"),
    lightbox: () => import("./lightbox"),
    "login-form": () => import("./login-form"),
    preview: () => import("./preview"),
    "quote-summary": () => import("./quote-summary"),
  });
});
// Spec: the admin check runs whenever the navigation is shown (every page view). Its answer only
// ever reveals the hidden Dashboard link, so it waits until the page has loaded: its request,
// the progress bar's code and the bar's first layout then stay out of the first paint.
afterLoad(() => {
  void import("./shell/admin-link").then(({ revealAdminLinks }) => revealAdminLinks(document));
});
// The closed menus are laid out once the page has loaded and is idle, so a first tap only paints.
prelayout(closedPopups(document));
