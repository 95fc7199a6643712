import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useI18next } from "gatsby-plugin-react-i18next";
import { Picture } from "../ui/Picture";
import * as styles from "./Carousel.module.css";

export interface Slide {
  id: string;
  image: IGatsbyImageData;
  alt: string;
}

const Swiper = lazy(() => import("./SwiperCarousel"));

// Swiper loads when the carousel is within half a screen below the viewport: early enough to be
// running when the visitor gets there, never on a visit that does not scroll that far.
const APPROACH_MARGIN = "0px 0px 50% 0px";

/**
 * Four gallery pictures. The page is served with the first one in place; Swiper (a sizeable
 * script) loads as the visitor scrolls towards it and takes over, re-created whenever the
 * language changes. Loaded at idle instead, it cost every home page view 19 KB of script and its
 * start-up on the main thread, though the carousel is the last block of the page.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const { t, language } = useI18next();
  const [enhanced, setEnhanced] = useState(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setEnhanced(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setEnhanced(true);
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const first = slides[0];
  if (!first) return null;
  const still = (
    <div className={styles.frame}>
      <Picture image={first.image} alt={first.alt} className={styles.image} />
    </div>
  );
  return (
    <section
      ref={section}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t("products.carouselLabel")}
    >
      {enhanced ? (
        <Suspense fallback={still}>
          <Swiper key={language} slides={slides} language={language} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
