import { useCallback, useState } from "react";

const KEY = "dashboard.sidebar.collapsed";

/** A phone's width: the open bar (14rem) would leave the page less than half the screen. */
const NARROW = "(max-width: 48rem)";

// Storage can be unavailable (private modes, blocked cookies); the sidebar then just forgets.
// Without a choice of the admin's, it starts collapsed on a narrow screen.
function read(): boolean {
  try {
    const stored = window.localStorage.getItem(KEY);
    if (stored !== null) return stored === "true";
  } catch {
    // See above.
  }
  return window.matchMedia?.(NARROW).matches ?? false;
}

export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(read);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(KEY, String(next));
      } catch {
        // See read().
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}
