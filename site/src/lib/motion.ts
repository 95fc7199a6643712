/** The visitor's "reduce motion" setting: animations then fade without moving. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** Web Animations run in every browser the site supports; jsdom has none. */
export const canAnimate = (element: Element | null | undefined): element is Element =>
  typeof element?.animate === "function";

/** Resolves once the page's web fonts are in (at once where the Font Loading API is missing). */
export function fontsReady(): Promise<unknown> {
  return "fonts" in document ? document.fonts.ready : Promise.resolve();
}
