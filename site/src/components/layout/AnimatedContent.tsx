import type { ReactNode } from "react";
import { LazyMotion, m, useReducedMotion } from "framer-motion";
import { useI18next } from "gatsby-plugin-react-i18next";
import {
  SWITCH_SECONDS,
  enterOffset,
  exitOffset,
  finishLeaving,
  isSwitchState,
  useLeaving,
} from "../../lib/language-switch";

const loadFeatures = () => import("../../lib/motion-features").then((module) => module.default);

interface Props {
  /** history.state of this page view: tells whether it was reached by a language switch. */
  locationState: unknown;
  children: ReactNode;
}

/**
 * The page content that fades out, changes language and fades back in (spec: language switcher).
 * With reduced motion it only fades. A page reached any other way appears at once.
 */
export function AnimatedContent({ locationState, children }: Props) {
  const { language } = useI18next();
  const leaving = useLeaving();
  const still = useReducedMotion() ?? false;
  const arrived = isSwitchState(locationState);
  const slide = (offset: number) => (still ? 0 : offset);

  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        initial={arrived ? { opacity: 0, x: slide(enterOffset(language)) } : false}
        animate={leaving ? { opacity: 0, x: slide(exitOffset(language)) } : { opacity: 1, x: 0 }}
        transition={{ duration: SWITCH_SECONDS, ease: "easeInOut" }}
        onAnimationComplete={() => leaving && finishLeaving()}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
