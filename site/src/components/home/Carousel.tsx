import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { directionOf } from "../../lib/languages";
import { IslandMessages } from "../ui/IslandMessages";
import { Picture } from "../ui/Picture";
import * as styles from "./Carousel.module.css";

export interface Slide {
  id: string;
  image: IGatsbyImageData;
  alt: string;
}

/**
 * Four gallery pictures, served as Swiper's own markup with every slide: the first shows, the
 * others stay hidden (not laid out, so their lazy pictures are not fetched) until Swiper takes
 * over. Swiper is a sizeable script: the carousel island (src/islands/carousel.ts) loads it as
 * the visitor scrolls within half a screen of the carousel, never on a visit that does not get
 * that far (loaded at idle, it cost every home page view its start-up on the main thread, though
 * the carousel is the last block of the page).
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const { t, language } = useI18next();
  const { t: tHome } = useTranslation("home");
  if (slides.length === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t("products.carouselLabel")}
      data-island="carousel"
      data-island-load="visible"
    >
      {/* The frame reserves the 4:3 space and the play/pause button is there from the start, so
          nothing moves when Swiper takes over (CLS 0). */}
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
      <IslandMessages
        messages={{
          // Swiper's A11y module fills {{index}} and {{slidesLength}} itself.
          slideLabel: tHome("products.slideLabel", {
            current: "{{index}}",
            total: "{{slidesLength}}",
          }),
          pause: tHome("products.pause"),
          play: tHome("products.play"),
        }}
      />
    </section>
  );
}
