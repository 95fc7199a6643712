import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { directionOf } from "../../lib/languages";
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
  const { t: tHome } = useTranslation("home");
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
  // Swiper's own markup with every slide, so the carousel island (src/islands/carousel.ts) needs
  // nothing React had: the first slide shows; the others stay hidden (not laid out, so their lazy
  // pictures are not fetched) until Swiper takes over. The frame reserves the 4:3 space and the
  // play/pause button is there from the start, so nothing moves when it does (CLS 0).
  const still = (
    <>
      <div className={styles.frame} dir={directionOf(language)} data-carousel-frame="">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={slide.id} className="swiper-slide" hidden={index > 0}>
              <Picture image={slide.image} alt={slide.alt} className={styles.image} />
            </div>
          ))}
        </div>
      </div>
      <button type="button" className={styles.pause} aria-pressed={false} data-carousel-toggle="">
        {tHome("products.pause")}
      </button>
      <script
        type="application/json"
        data-island-messages=""
        dangerouslySetInnerHTML={{
          __html: JSON.stringify({
            // Swiper's A11y module fills {{index}} and {{slidesLength}} itself.
            slideLabel: tHome("products.slideLabel", {
              current: "{{index}}",
              total: "{{slidesLength}}",
            }),
            pause: tHome("products.pause"),
            play: tHome("products.play"),
          }).replace(/</g, "\\u003c"),
        }}
      />
    </>
  );
  return (
    <section
      ref={section}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t("products.carouselLabel")}
      data-island="carousel"
      data-island-load="visible"
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
