import { SIDEBAR_ID } from "../../lib/dom-ids";
import { toggleOneOf } from "./disclosure";

/**
 * Every element beside the path from `doc.body` down to each of `kept`: what has to be inert for
 * only `kept` to stay reachable.
 */
function besides(doc: Document, kept: readonly Element[]): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const element of kept) {
    for (let node: Element = element; node !== doc.body && node.parentElement;) {
      const parent: HTMLElement = node.parentElement;
      for (const sibling of parent.children) {
        if (sibling instanceof HTMLElement && !kept.some((keep) => sibling.contains(keep)))
          found.add(sibling);
      }
      node = parent;
    }
  }
  return [...found].filter(
    (element) => !element.hasAttribute("inert") && element.localName !== "script",
  );
}

/** After the frame that shows a change is painted: a tap's answer is on screen first. */
const afterNextPaint = (view: Window, task: () => void) =>
  view.requestAnimationFrame(() => view.setTimeout(task));

/**
 * The mobile slide-in menu (spec): the hamburger opens and closes it and its icon and name follow;
 * while open it is modal: the page behind does not scroll and is inert (pointer, keyboard and
 * assistive technology) but for the hamburger, which closes it, and focus moves into it. A tap
 * outside (the backdrop, or the header around the hamburger), Escape, a link or a language
 * button closes it; focus then returns to the hamburger. Its two groups are a single-open
 * accordion in which a group can be closed again.
 */
export function enhanceSidebar(doc: Document): void {
  const root = doc.querySelector<HTMLElement>("[data-sidebar]");
  const panel = doc.getElementById(SIDEBAR_ID);
  const button = doc.querySelector<HTMLButtonElement>(`button[aria-controls="${SIDEBAR_ID}"]`);
  const view = doc.defaultView;
  if (!root || !panel || !button || !view) return;

  let inerted: HTMLElement[] = [];
  const isOpen = () => button.getAttribute("aria-expanded") === "true";

  const onKey = (event: KeyboardEvent) => event.key === "Escape" && set(false);
  // Inert elements take no pointer events, so a tap on them reaches the document.
  const onOutside = (event: Event) => {
    const target = event.target as Node;
    if (!panel.contains(target) && !button.contains(target)) set(false);
  };
  const set = (open: boolean) => {
    if (open === isOpen()) return;
    root.hidden = !open;
    root.dataset.open = String(open);
    button.setAttribute("aria-expanded", String(open));
    button.dataset.icon = open ? "close" : "menu";
    const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
    if (label) button.setAttribute("aria-label", label);
    if (open) {
      doc.addEventListener("keydown", onKey);
      doc.addEventListener("click", onOutside);
      // The scroll lock, the inert page and the focus move each restyle or lay out the whole
      // page: on a budget phone they waited for the menu's first frame (issue 47).
      afterNextPaint(view, () => {
        if (!isOpen()) return;
        doc.body.classList.add("scroll-locked");
        inerted = besides(doc, [root, button]);
        for (const element of inerted) element.setAttribute("inert", "");
        panel.querySelector<HTMLElement>("a, button")?.focus();
      });
    } else {
      doc.removeEventListener("keydown", onKey);
      doc.removeEventListener("click", onOutside);
      doc.body.classList.remove("scroll-locked");
      for (const element of inerted) element.removeAttribute("inert");
      inerted = [];
      const active = doc.activeElement;
      if (!active || active === doc.body || root.contains(active)) button.focus();
    }
  };

  button.addEventListener("click", () => set(!isOpen()));
  root.querySelector("[data-sidebar-backdrop]")?.addEventListener("click", () => set(false));
  panel.addEventListener("click", (event) => {
    const target = event.target as Element;
    const groupButton = target.closest<HTMLButtonElement>("[data-sidebar-group] > button");
    if (groupButton)
      toggleOneOf(panel.querySelectorAll("[data-sidebar-group] > button"), groupButton);
    else if (target.closest("a, button")) set(false);
  });
}
