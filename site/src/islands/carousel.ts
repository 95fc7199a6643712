import Swiper from "swiper";
import { A11y, Autoplay } from "swiper/modules";
import { readMessages } from "./messages";

/** What the carousel says, translated at build time (components/home/Carousel.tsx). */
interface Messages {
  /** Swiper's A11y slide label, with its own {{index}} and {{slidesLength}} placeholders. */
  slideLabel: string;
  pause: string;
  play: string;
}

/** Spec section 9: one slide per view, 500 ms speed, 2000 ms autoplay, looping; reversed for Arabic. */
export const CAROUSEL_SETTINGS = { slidesPerView: 1, speed: 500, delay: 2000, loop: true } as const;

const mounted = new WeakSet<HTMLElement>();

/**
 * The home page's four gallery pictures. The server sends Swiper's markup with the first slide
 * showing and the others hidden; this module (loaded as the visitor scrolls within half a screen
 * of the carousel, the page's last block: Swiper is a sizeable script that most visits on a phone
 * never need) shows them and lets Swiper take over.
 */
export function mount(root: HTMLElement): void {
  if (mounted.has(root)) return;
  const frame = root.querySelector<HTMLElement>("[data-carousel-frame]");
  const toggle = root.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  if (!frame || !toggle) return;
  mounted.add(root);
  const messages = readMessages<Messages>(root);

  for (const slide of frame.querySelectorAll<HTMLElement>(".swiper-slide[hidden]")) {
    slide.hidden = false;
  }
  // `.swiper` marks a running carousel (the e2e suite reads its instance there); the frame's own
  // CSS already lays the server's slides out as Swiper does. Swiper reads `dir` off the frame.
  frame.classList.add("swiper");
  const swiper = new Swiper(frame, {
    modules: [Autoplay, A11y],
    slidesPerView: CAROUSEL_SETTINGS.slidesPerView,
    speed: CAROUSEL_SETTINGS.speed,
    loop: CAROUSEL_SETTINGS.loop,
    autoplay: {
      delay: CAROUSEL_SETTINGS.delay,
      disableOnInteraction: false,
      pauseOnMouseEnter: true,
      reverseDirection: document.documentElement.dir === "rtl",
    },
    a11y: { slideLabelMessage: messages.slideLabel },
  });

  // The visitor's choice: moving content needs a way to stop it (WCAG 2.2.2).
  let playing = true;
  // Sliding where nobody sees it (on a phone the carousel is far below the first screen) would
  // only burn the device's CPU and battery: autoplay runs while the carousel is on screen. Where
  // IntersectionObserver is missing it counts as on screen, so the carousel never stays still.
  let onScreen = typeof IntersectionObserver === "undefined";
  const update = () => {
    if (swiper.destroyed) return;
    if (playing && onScreen) swiper.autoplay.start();
    else swiper.autoplay.stop();
  };
  if (!onScreen) {
    new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (!last) return;
      onScreen = last.isIntersecting;
      update();
    }).observe(frame);
  }
  update();

  toggle.addEventListener("click", () => {
    playing = !playing;
    toggle.setAttribute("aria-pressed", String(!playing));
    toggle.textContent = playing ? messages.pause : messages.play;
    update();
  });
}
