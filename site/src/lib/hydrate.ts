import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the prebuilt page as a transition. React then works
 * in slices of a few milliseconds and lets the browser paint and respond in between, instead of
 * one long task that freezes a phone for a few hundred milliseconds while the whole page
 * hydrates (Lighthouse's Total Blocking Time). A click that lands meanwhile is replayed by React
 * once the page is hydrated. A page without prebuilt markup is rendered, as Gatsby would.
 */
export function hydrateInSlices(element: ReactElement, container: Element): void {
  const prebuilt = (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
  startTransition(() => {
    if (prebuilt) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
