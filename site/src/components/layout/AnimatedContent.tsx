import { useEffect, useRef, type ReactNode } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { SWITCH_SECONDS, enterOffset, exitOffset, isSwitchState } from "../../lib/language-switch";
import { finishLeaving, useLeaving } from "../../lib/leaving-store";
import { canAnimate, prefersReducedMotion } from "../../lib/motion";
import { useBeforePaintEffect } from "../../lib/useBeforePaintEffect";

interface Props {
  /** history.state of this page view: tells whether it was reached by a language switch. */
  locationState: unknown;
  children: ReactNode;
}

const TIMING = { duration: SWITCH_SECONDS * 1000, easing: "ease-in-out" } as const;

/** A horizontal offset as a transform; with reduced motion the content only fades. */
const shifted = (offset: number) =>
  prefersReducedMotion() ? "none" : `translateX(${String(offset)}px)`;

/**
 * The page content that fades out, changes language and fades back in (spec: language switcher),
 * with the browser's own Web Animations: no animation library in the page's first load.
 * A page reached any other way appears at once.
 */
export function AnimatedContent({ locationState, children }: Props) {
  const { language } = useI18next();
  const leaving = useLeaving();
  const root = useRef<HTMLDivElement>(null);
  const arrived = isSwitchState(locationState);

  // Arrival: set up before the first paint, so the new page never shows before its fade-in.
  useBeforePaintEffect(() => {
    const element = root.current;
    if (!arrived || !canAnimate(element)) return;
    const animation = element.animate(
      [
        { opacity: 0, transform: shifted(enterOffset(language)) },
        { opacity: 1, transform: "none" },
      ],
      { ...TIMING, fill: "backwards" },
    );
    return () => animation.cancel();
    // Once per page view (each page is a new instance): later renders must not replay it.
  }, []);

  // Departure: fade out towards the old language's reading start, then the switch navigates.
  // The last frame is kept (fill) until the next page replaces this one.
  useEffect(() => {
    const element = root.current;
    if (!leaving) return;
    if (!canAnimate(element)) {
      finishLeaving();
      return;
    }
    const animation = element.animate(
      [
        { opacity: 1, transform: "none" },
        { opacity: 0, transform: shifted(exitOffset(language)) },
      ],
      { ...TIMING, fill: "forwards" },
    );
    animation.onfinish = finishLeaving;
    return () => animation.cancel();
  }, [leaving, language]);

  return (
    <div ref={root} data-animated-content="">
      {children}
    </div>
  );
}
