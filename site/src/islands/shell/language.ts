import { SWITCH_SECONDS, exitOffset } from "../../lib/language-switch";
import { canAnimate, fontsReady, prefersReducedMotion } from "../../lib/motion";
import { SWITCH_KEY } from "../arrival";
import { disclosure } from "./disclosure";

/**
 * Spec: choosing a language fades the content out (0.4 s, sliding 100 px towards the old
 * language's reading start), loads that language's page, and fades it in from the opposite side
 * (global.css, "Language switch", started by the head script in arrival.ts). The active language
 * does nothing. The switcher is a dropdown; the sidebar has a button per language.
 */
export function enhanceLanguageSwitch(doc: Document): void {
  const switcher = doc.querySelector<HTMLElement>("[data-language-switcher]");
  const toggle = switcher?.querySelector<HTMLButtonElement>("button[aria-controls]");
  if (switcher && toggle) {
    const menu = disclosure(toggle, switcher);
    switcher.addEventListener("click", (event) => {
      const option = (event.target as Element).closest<HTMLAnchorElement>("a[hreflang]");
      if (!option) return;
      event.preventDefault();
      menu.close();
      switchLanguage(option.hreflang, option.href);
    });
  }
  for (const button of doc.querySelectorAll<HTMLButtonElement>("button[data-language-href]")) {
    button.addEventListener("click", () =>
      switchLanguage(button.lang, button.dataset.languageHref ?? "/"),
    );
  }
  // Back to a page that faded out (the browser's back-forward cache keeps its last frame).
  window.addEventListener("pageshow", (event) => {
    if (event.persisted)
      content()
        ?.getAnimations()
        .forEach((animation) => animation.cancel());
  });
  replayAfterFonts(doc);
}

const content = () => document.querySelector<HTMLElement>("[data-animated-content]");

function switchLanguage(language: string, href: string): void {
  const current = document.documentElement.lang;
  if (language === current) return;
  const target = new URL(href, window.location.href);
  target.hash = window.location.hash;
  let gone = false;
  const go = () => {
    if (gone) return;
    gone = true;
    try {
      sessionStorage.setItem(SWITCH_KEY, language);
    } catch {
      // Storage refused (private mode): the new page then appears without its fade-in.
    }
    window.location.assign(target.href);
  };
  const element = content();
  if (!canAnimate(element)) return go();
  const shift = prefersReducedMotion() ? "none" : `translateX(${String(exitOffset(current))}px)`;
  const animation = element.animate(
    [
      { opacity: 1, transform: "none" },
      { opacity: 0, transform: shift },
    ],
    { duration: SWITCH_SECONDS * 1000, easing: "ease-in-out", fill: "forwards" },
  );
  animation.onfinish = go;
  // A hidden tab never finishes its animations: the switch still happens.
  setTimeout(go, SWITCH_SECONDS * 1000 + 250);
}

/**
 * Spec: the hero's staged text animation restarts when the language changes, after the fonts
 * are ready (Arabic has its own face), so it never plays in a fallback font. Until then the
 * arrival mark ("fonts") holds the lines at their first frame; "ready" lets them run.
 */
function replayAfterFonts(doc: Document): void {
  const html = doc.documentElement;
  if (html.dataset.arrival !== "fonts") return;
  void fontsReady().then(() => {
    html.dataset.arrival = "ready";
  });
}
