import { useRef } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useI18next } from "gatsby-plugin-react-i18next";
import { canAnimate, fontsReady, prefersReducedMotion } from "../../lib/motion";
import { useBeforePaintEffect } from "../../lib/useBeforePaintEffect";
import { Button } from "../ui/Button";
import { LocalizedLink } from "../ui/LocalizedLink";
import { Picture } from "../ui/Picture";
import * as styles from "./Hero.module.css";

// Staged like the CSS intro (Hero.module.css): each line 0.18 s after the one before.
const FIRST_DELAY_MS = 100;
const STAGGER_MS = 180;
const LINE_MS = 600;
const FADE_UP: Keyframe[] = [
  { opacity: 0, transform: "translateY(24px)" },
  { opacity: 1, transform: "none" },
];

/**
 * After a language switch the staged animation starts again, but only once the new language's
 * fonts are in (Arabic has its own face), so it never plays in a fallback font. Until then the
 * lines are held at their first, hidden frame.
 */
function useReplayAfterFonts(content: React.RefObject<HTMLElement>, replay: boolean) {
  useBeforePaintEffect(() => {
    const lines = [...(content.current?.querySelectorAll("[data-hero-line]") ?? [])];
    if (!replay || prefersReducedMotion() || !lines.every(canAnimate)) return;
    const animations = lines.map((line, index) => {
      // The CSS intro would run now, in whatever font is there: this replay replaces it.
      line.getAnimations().forEach((animation) => animation.cancel());
      const animation = line.animate(FADE_UP, {
        duration: LINE_MS,
        delay: FIRST_DELAY_MS + index * STAGGER_MS,
        easing: "ease-out",
        fill: "backwards",
      });
      animation.pause();
      return animation;
    });
    let active = true;
    void fontsReady().then(() => active && animations.forEach((animation) => animation.play()));
    return () => {
      active = false;
      animations.forEach((animation) => animation.cancel());
    };
    // Once per page view: each language's home page is a new instance.
  }, []);
}

interface Props {
  image: IGatsbyImageData | undefined;
  /** The page was reached by a language switch: replay the text animation once fonts are ready. */
  replay?: boolean;
}

/**
 * Full-height hero. On load its lines slide in one after another with CSS alone, visible from
 * the first paint: the title is the page's largest paint and must not wait for script or fonts.
 */
export function Hero({ image, replay = false }: Props) {
  const { t } = useI18next();
  const content = useRef<HTMLDivElement>(null);
  useReplayAfterFonts(content, replay);

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {image && <Picture image={image} alt="" className={styles.backdrop} loading="eager" />}
      <div className={styles.shade} aria-hidden="true" />
      <div ref={content} className={styles.content} data-hero-stage="">
        <p className={`${styles.line} ${styles.eyebrow}`} data-hero-line="" data-hero-stage="">
          {t("hero.eyebrow")}
        </p>
        <h1
          id="hero-title"
          className={`${styles.line} ${styles.title}`}
          data-hero-line=""
          data-hero-stage=""
        >
          {t("hero.title")}
        </h1>
        <p className={`${styles.line} ${styles.lead}`} data-hero-line="" data-hero-stage="">
          {t("hero.lead")}
        </p>
        <div className={`${styles.line} ${styles.actions}`} data-hero-line="" data-hero-stage="">
          <Button link to="/about/" size="lg" textButton={t("hero.button")} />
          <LocalizedLink to="/about/" className={styles.readMore}>
            {t("hero.readMore")}
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}
