import { lazy, Suspense, useEffect, useState } from "react";
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

/**
 * Four gallery pictures. The page is served with the first one in place; Swiper (a sizeable
 * script) loads once the browser is idle and takes over, re-created whenever the language changes.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const { t, language } = useI18next();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => setEnhanced(true));
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
