import { toggleOneOf } from "./shell/disclosure";

const mounted = new WeakSet<HTMLElement>();

/**
 * The product and FAQ pages' accordions (components/content/Accordion.tsx renders them): each
 * header's button shows and hides the panel its aria-controls names. Single-open (spec: one group
 * open at a time): opening one item closes the other, and an open item closes again.
 * Loaded "now": it is tiny, and the first tap must open an item, though at that tap's touchstart
 * an "interaction" module would only start loading.
 */
export function mount(root: HTMLElement): void {
  if (mounted.has(root)) return;
  mounted.add(root);
  const buttons = () => [...root.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];

  // Enter and Space are the buttons' own clicks.
  root.addEventListener("click", (event) => {
    const clicked = (event.target as Element).closest<HTMLButtonElement>("button[aria-controls]");
    if (!clicked || !root.contains(clicked)) return;
    toggleOneOf(buttons(), clicked);
  });

  // Arrow keys, Home and End move between the headers, as the WAI-ARIA accordion pattern suggests.
  root.addEventListener("keydown", (event) => {
    const all = buttons();
    const current = all.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const last = all.length - 1;
    const next = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[next]?.focus();
  });
}
