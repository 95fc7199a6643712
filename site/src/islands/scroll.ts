import { prefersReducedMotion } from "../lib/motion";

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/**
 * Spec: navigation scrolls smoothly to the hash target (lib/scroll.ts did it for Gatsby's
 * client-side navigations). Pages now load whole, and the browser restores the earlier position
 * on back navigation and jumps to a new page's hash target itself; what is left is a link to a
 * place on the same page (the skip link, a heading in a news text): it glides there, at once
 * for a visitor who asked for reduced motion, and the address gets the hash, as a new history
 * entry the Back button returns from (the browser's own behaviour for such a link).
 * A click that means something else (modifier keys, another button, a new tab, a download, a
 * hash naming nothing on the page) is left to the browser.
 */
export function smoothHashLinks(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof view.HTMLAnchorElement)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const to = new URL(link.href);
    const here = new URL(view.location.href);
    if (
      !to.hash ||
      to.origin + to.pathname + to.search !== here.origin + here.pathname + here.search
    )
      return;
    const target = doc.getElementById(idOf(to.hash));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({
      behavior: prefersReducedMotion() ? "instant" : "smooth",
      block: "start",
    });
    // Following the same link twice adds no second entry, as in the browser.
    if (to.hash === here.hash) view.history.replaceState(view.history.state, "", to.hash);
    else view.history.pushState(null, "", to.hash);
    focusTarget(target);
  });
}

function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * After its own jump the browser focuses a focusable target (the skip link's <main tabindex=-1>)
 * and otherwise makes the target where the next Tab starts: a keyboard user carries on from
 * there, not from the link. Focus without a second scroll does both; a target that cannot take
 * focus takes it only until it loses it.
 */
function focusTarget(target: HTMLElement): void {
  if (!target.matches(FOCUSABLE)) {
    target.setAttribute("tabindex", "-1");
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
  }
  target.focus({ preventScroll: true });
}
