import { useEffect, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Autoplay, A11y } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper";
import "swiper/css";
import { directionOf } from "../../lib/languages";
import { useOnScreen } from "../../lib/useOnScreen";
import type { Slide } from "./Carousel";
import { Picture } from "../ui/Picture";
import * as styles from "./Carousel.module.css";

/** Spec section 9: one slide per view, 500 ms speed, 2000 ms autoplay, looping; reversed for Arabic. */
export const CAROUSEL_SETTINGS = { slidesPerView: 1, speed: 500, delay: 2000, loop: true } as const;

export default function SwiperCarousel({
  slides,
  language,
}: {
  slides: Slide[];
  language: string;
}) {
  const { t } = useTranslation("home");
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The visitor's choice: moving content needs a way to stop it (WCAG 2.2.2).
  const [playing, setPlaying] = useState(true);
  // Sliding where nobody sees it (on a phone the carousel is far below the first screen) would
  // only burn the device's CPU and battery: autoplay runs while the carousel is on screen.
  const onScreen = useOnScreen(swiper?.el ?? null);
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && onScreen) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing, onScreen]);
  return (
    <>
      <Swiper
        onSwiper={setSwiper}
        className={styles.frame}
        dir={directionOf(language)}
        modules={[Autoplay, A11y]}
        slidesPerView={CAROUSEL_SETTINGS.slidesPerView}
        speed={CAROUSEL_SETTINGS.speed}
        loop={CAROUSEL_SETTINGS.loop}
        autoplay={{
          delay: CAROUSEL_SETTINGS.delay,
          disableOnInteraction: false,
          pauseOnMouseEnter: true,
          reverseDirection: language === "ar",
        }}
        a11y={{
          slideLabelMessage: t("products.slideLabel", {
            current: "{{index}}",
            total: "{{slidesLength}}",
          }),
        }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.id}>
            <Picture image={slide.image} alt={slide.alt} className={styles.image} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className={styles.pause}
        onClick={() => setPlaying(!playing)}
        aria-pressed={!playing}
      >
        {playing ? t("products.pause") : t("products.play")}
      </button>
    </>
  );
}
