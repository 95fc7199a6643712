import type { ReactNode } from "react";
import { MotionConfig, useReducedMotion, type Transition } from "framer-motion";

/**
 * The dashboard's motion: short, and only where it says something. framer-motion animates what
 * CSS cannot: elements leaving (a dialog closing, a deleted row, an image removed), and size
 * changes of content CSS would snap (the sidebar's labels). The public site stays on CSS
 * animations: it ships no React to the browser (README, "Dashboard motion").
 */
const TRANSITION: Transition = { duration: 0.18, ease: [0.2, 0, 0, 1] };

/** A dialog's backdrop and panel: fade, and the panel rises a little as it appears. */
export const BACKDROP = { initial: { opacity: 0 }, animate: { opacity: 1 }, exit: { opacity: 0 } };
export const PANEL = {
  initial: { opacity: 0, y: 12, scale: 0.98 },
  animate: { opacity: 1, y: 0, scale: 1 },
  exit: { opacity: 0, y: 12, scale: 0.98 },
};

/**
 * Every motion component's default transition; with the system's "reduce motion" set, none moves
 * at all (framer's own reducedMotion setting keeps fades, which still flash on some screens).
 */
export function DashboardMotion({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion() ?? false;
  return (
    <MotionConfig reducedMotion="user" transition={reduced ? { duration: 0 } : TRANSITION}>
      {children}
    </MotionConfig>
  );
}
