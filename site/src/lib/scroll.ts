import type { GatsbyBrowser } from "gatsby";

const reducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const motion = (): ScrollBehavior => (reducedMotion() ? "auto" : "smooth");

/**
 * Spec: navigation scrolls smoothly to the top, or to the hash target, and back navigation
 * restores the earlier position (at once: gliding back through a page would be disorienting).
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  const saved = getSavedScrollPosition(location) as [number, number] | null;
  if (saved) {
    window.scrollTo({ left: saved[0], top: saved[1], behavior: "instant" });
    return false;
  }
  const target = location.hash
    ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
    : null;
  if (target) {
    target.scrollIntoView({ behavior: motion(), block: "start" });
    return false;
  }
  window.scrollTo({ top: 0, behavior: motion() });
  return false;
};
