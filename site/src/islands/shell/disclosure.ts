/** A popup's button and what it shows: the header's dropdowns and the language menu. */
export interface Disclosure {
  isOpen(): boolean;
  open(): void;
  close(): void;
}

/** What a button's aria-controls names, if it is in the document. */
export const controlledBy = (button: Element): HTMLElement | null =>
  button.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "");

/** Shows or hides what a button's aria-controls names; aria-expanded follows. */
export function setExpanded(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
  const panel = controlledBy(button);
  if (panel) panel.hidden = !open;
}

/**
 * A single-open group of such buttons (the accordions, the sidebar's groups): the chosen one
 * opens and the others close, or, if it was open, it closes again.
 */
export function toggleOneOf(buttons: Iterable<HTMLButtonElement>, chosen: HTMLButtonElement): void {
  const opening = chosen.getAttribute("aria-expanded") !== "true";
  for (const button of buttons) setExpanded(button, opening && button === chosen);
}

/**
 * The disclosure pattern on server-rendered markup: the button's aria-controls names the element
 * it shows and hides (aria-expanded and `hidden` follow). While open, a click or touch outside
 * `scope` closes it, and so does Escape, which also puts focus back on the button.
 */
export function disclosure(button: HTMLButtonElement, scope: HTMLElement): Disclosure {
  const panel = controlledBy(button);
  if (!panel) throw new Error("a disclosure button controls nothing");

  const onPointer = (event: PointerEvent) => {
    if (!scope.contains(event.target as Node)) set(false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    set(false);
    button.focus();
  };
  const set = (open: boolean) => {
    if (open === isOpen()) return;
    setExpanded(button, open);
    const listen = open ? document.addEventListener : document.removeEventListener;
    listen.call(document, "pointerdown", onPointer as EventListener);
    listen.call(document, "keydown", onKey as EventListener);
  };
  const isOpen = () => button.getAttribute("aria-expanded") === "true";

  button.addEventListener("click", () => set(!isOpen()));
  return { isOpen, open: () => set(true), close: () => set(false) };
}
