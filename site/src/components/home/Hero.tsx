import { useEffect, useState } from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { LazyMotion, m, useReducedMotion, type Variants } from "framer-motion";
import { useI18next } from "gatsby-plugin-react-i18next";
import { Button } from "../ui/Button";
import { LocalizedLink } from "../ui/LocalizedLink";
import * as styles from "./Hero.module.css";

const loadFeatures = () => import("../../lib/motion-features").then((module) => module.default);

// Staged: eyebrow, title, lead, then the actions, each 0.18 s after the one before.
const stage: Variants = {
  hidden: {},
  shown: { transition: { staggerChildren: 0.18, delayChildren: 0.1 } },
};
const line: Variants = {
  hidden: { opacity: 0, y: 24 },
  shown: { opacity: 1, y: 0, transition: { duration: 0.6, ease: "easeOut" } },
};

/** Waits for the page's fonts, so the animation plays with the right glyphs (Arabic included). */
function useFontsReady(language: string): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    let active = true;
    void document.fonts.ready.then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, [language]);
  return ready;
}

/** Full-height hero; its text animation restarts when the language changes. */
export function Hero({ image }: { image: IGatsbyImageData | undefined }) {
  const { t, language } = useI18next();
  const fontsReady = useFontsReady(language);
  const still = useReducedMotion() ?? false;
  const show = still || fontsReady ? "shown" : "hidden";

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {image && (
        <GatsbyImage
          image={image}
          alt=""
          className={styles.backdrop}
          loading="eager"
          objectFit="cover"
        />
      )}
      <div className={styles.shade} aria-hidden="true" />
      <LazyMotion features={loadFeatures} strict>
        <m.div
          key={language}
          className={styles.content}
          variants={stage}
          initial="hidden"
          animate={show}
          data-hero-stage=""
        >
          <m.p variants={line} className={styles.eyebrow} data-hero-stage="">
            {t("hero.eyebrow")}
          </m.p>
          <m.h1 variants={line} id="hero-title" className={styles.title} data-hero-stage="">
            {t("hero.title")}
          </m.h1>
          <m.p variants={line} className={styles.lead} data-hero-stage="">
            {t("hero.lead")}
          </m.p>
          <m.div variants={line} className={styles.actions} data-hero-stage="">
            <Button link to="/about/" size="lg" textButton={t("hero.button")} />
            <LocalizedLink to="/about/" className={styles.readMore}>
              {t("hero.readMore")}
            </LocalizedLink>
          </m.div>
        </m.div>
      </LazyMotion>
    </section>
  );
}

/** Without JavaScript nothing would animate the text in: show it as it is. */
export function HeroNoScript() {
  return (
    <noscript>
      <style>{"[data-hero-stage]{opacity:1!important;transform:none!important}"}</style>
    </noscript>
  );
}
