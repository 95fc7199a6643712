import type { ReactNode } from "react";

/**
 * A table wider than a phone scrolls on its own, not the page: a labelled region (named as its
 * table's caption) the keyboard can reach and scroll with the arrow keys.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be focusable for keyboard users to scroll it (WCAG 2.1.1).
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
