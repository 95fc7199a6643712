import { afterLoad } from "../after-load";
import { controlledBy } from "./disclosure";

/**
 * Lays each group of closed popups out once while the page is idle, invisibly, and closes it
 * again in the same task, before anything is painted. The first opening of a menu used to pay for
 * shaping its text, and the language names are in three scripts with a font fallback each: 50-90 ms
 * of a budget phone's tap (docs/benchmarks/2026-12-02-prelayout.md). The browser's shaping and font
 * caches keep that work for the real opening. One idle task per group keeps each task short.
 */
export function prelayout(
  groups: readonly (readonly HTMLElement[])[],
  view: Window = window,
): void {
  for (const group of groups) afterLoad(() => layOutHidden(group), 4000, view);
}

function layOutHidden(group: readonly HTMLElement[]): void {
  // Opened meanwhile, it is laid out already.
  if (!group[0]?.hidden) return;
  const closed = group.filter((element) => element.hidden);
  for (const element of closed) {
    element.style.visibility = "hidden";
    element.hidden = false;
  }
  void group[0].offsetHeight;
  for (const element of closed) {
    element.hidden = true;
    element.style.removeProperty("visibility");
  }
}

/**
 * The header's closed popups: the mobile menu with its groups' lists, the language menu and each
 * navigation dropdown.
 */
export function closedPopups(doc: Document): HTMLElement[][] {
  const groups: HTMLElement[][] = [];
  const sidebar = doc.querySelector<HTMLElement>("[data-sidebar]");
  if (sidebar) {
    const lists = [...sidebar.querySelectorAll("[data-sidebar-group] > button")].map(controlledBy);
    groups.push([sidebar, ...lists.filter((list): list is HTMLElement => list !== null)]);
  }
  for (const button of doc.querySelectorAll(
    "[data-language-switcher] > button[aria-controls], [data-nav-group] > button[aria-controls]",
  )) {
    const menu = controlledBy(button);
    if (menu) groups.push([menu]);
  }
  return groups;
}

/**
 * Lays `texts` out once, invisibly and out of the page's flow, as paragraphs of `className` in
 * `parent`: the same warm-up for text that is not in the page yet (a form's prompts).
 */
export function shapeText(parent: HTMLElement, className: string, texts: Iterable<string>): void {
  const doc = parent.ownerDocument;
  const box = doc.createElement("div");
  box.setAttribute("aria-hidden", "true");
  box.style.cssText = "position:absolute;visibility:hidden;inset-inline:0;pointer-events:none";
  for (const text of texts) {
    const line = doc.createElement("p");
    line.className = className;
    line.textContent = text;
    box.append(line);
  }
  parent.append(box);
  void box.offsetHeight;
  box.remove();
}
