import { useCallback, useState } from "react";

const KEY = "dashboard.sidebar.collapsed";

// Storage can be unavailable (private modes, blocked cookies); the sidebar then just forgets.
function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
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
