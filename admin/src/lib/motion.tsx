import type { ReactNode } from "react";
import { LazyMotion, MotionConfig, useReducedMotion, type Transition } from "framer-motion";

/**
 * The dashboard's motion: short, and only where it says something. framer-motion animates what
 * CSS cannot: elements leaving (a dialog closing, a deleted row, an image removed), and size
 * changes of content CSS would snap (the sidebar's labels). The public site stays on CSS
 * animations: it ships no React to the browser (docs/features.md, "Dashboard motion").
 *
 * Components use `m` (framer's light motion component), and the animation code arrives as its own
 * chunk after the first render: `motion` would put all of framer's features (about 40 KB gzipped)
 * into the script every sign-in page waits for. Until that chunk is there, elements render in their
 * final state and leave at once, which is what "reduce motion" gets anyway.
 */
type Features = Awaited<typeof import("./motion-features")>["default"];
let features: Features | undefined;

/** Fetches the animation code once; a LazyMotion mounted after that gets it synchronously. */
export async function loadMotionFeatures(): Promise<Features> {
  features ??= (await import("./motion-features")).default;
  return features;
}

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
    <LazyMotion features={features ?? loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user" transition={reduced ? { duration: 0 } : TRANSITION}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
