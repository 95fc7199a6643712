import { SIDEBAR_ID } from "../../lib/dom-ids";
import { toggleOneOf } from "./disclosure";

/**
 * The mobile slide-in menu (spec): the hamburger opens and closes it and its icon and name follow;
 * while open the page does not scroll and focus moves into it; a tap outside (the backdrop),
 * Escape, a link or a language button closes it. Its two groups are a single-open accordion in
 * which a group can be closed again.
 */
export function enhanceSidebar(doc: Document): void {
  const root = doc.querySelector<HTMLElement>("[data-sidebar]");
  const panel = doc.getElementById(SIDEBAR_ID);
  const button = doc.querySelector<HTMLButtonElement>(`button[aria-controls="${SIDEBAR_ID}"]`);
  if (!root || !panel || !button) return;

  const onKey = (event: KeyboardEvent) => event.key === "Escape" && set(false);
  const set = (open: boolean) => {
    root.hidden = !open;
    root.dataset.open = String(open);
    button.setAttribute("aria-expanded", String(open));
    button.dataset.icon = open ? "close" : "menu";
    const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
    if (label) button.setAttribute("aria-label", label);
    doc.body.classList.toggle("scroll-locked", open);
    if (open) {
      doc.addEventListener("keydown", onKey);
      panel.querySelector<HTMLElement>("a, button")?.focus();
    } else doc.removeEventListener("keydown", onKey);
  };

  button.addEventListener("click", () => set(button.getAttribute("aria-expanded") !== "true"));
  root.querySelector("[data-sidebar-backdrop]")?.addEventListener("click", () => set(false));
  panel.addEventListener("click", (event) => {
    const target = event.target as Element;
    const groupButton = target.closest<HTMLButtonElement>("[data-sidebar-group] > button");
    if (groupButton)
      toggleOneOf(panel.querySelectorAll("[data-sidebar-group] > button"), groupButton);
    else if (target.closest("a, button")) set(false);
  });
}
