import { screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Swiper } from "swiper";
import { Carousel, type Slide } from "../../src/components/home/Carousel";
import { mount } from "../../src/islands/carousel";
import { serverMarkup } from "./server-markup";

const picture = (name: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 640,
  height: 480,
  backgroundColor: "#e9d8b4",
  images: {
    fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}.jpg 640w`, sizes: "640px" },
    sources: [{ type: "image/webp", srcSet: `/static/${name}.webp 640w`, sizes: "640px" }],
  },
});

const SLIDES: Slide[] = ["roof", "blocks", "screed", "garden"].map((name) => ({
  id: name,
  image: picture(name),
  alt: `The ${name} project`,
}));

// The browser's IntersectionObserver (jsdom has none): the test says when the carousel is seen.
let watchers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private watcher: (typeof watchers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.watcher = { callback, targets: [] };
    watchers.push(this.watcher);
  }
  observe(target: Element) {
    this.watcher.targets.push(target);
  }
  disconnect() {
    watchers = watchers.filter((watcher) => watcher !== this.watcher);
  }
}
function scroll(onScreen: boolean) {
  for (const { callback, targets } of watchers) {
    const entries = targets.map((target) => ({ target, isIntersecting: onScreen }));
    callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
  }
}

const showCarousel = (language = "en") =>
  serverMarkup(<Carousel slides={SLIDES} />, "carousel", { language });
const swiperOf = (root: HTMLElement) =>
  (root.querySelector(".swiper") as HTMLElement & { swiper: Swiper }).swiper;
const slideImages = (root: HTMLElement) => [...root.querySelectorAll<HTMLImageElement>("img")];

afterEach(() => {
  Reflect.deleteProperty(window, "IntersectionObserver");
  watchers = [];
});

describe("carousel island", () => {
  it("is served with all four slides, the first showing, the others hidden and lazy", async () => {
    const root = await showCarousel();
    expect(root).toHaveAttribute("data-island-load", "visible");
    expect(root.querySelector(".swiper")).toBeNull();
    const images = slideImages(root);
    expect(images.map((image) => image.alt)).toEqual(SLIDES.map((slide) => slide.alt));
    expect(images.map((image) => image.closest(".swiper-slide")?.hasAttribute("hidden"))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    for (const image of images) expect(image).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("img", { name: "The roof project" })).toBeVisible();
    expect(screen.queryByRole("img", { name: "The blocks project" })).toBeNull();
    expect(screen.getByRole("button", { name: "Pause the slideshow" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("starts Swiper with the spec's settings and the translated slide labels", async () => {
    const root = await showCarousel();
    mount(root);
    const swiper = swiperOf(root);
    expect(swiper.params).toMatchObject({
      slidesPerView: 1,
      speed: 500,
      loop: true,
      autoplay: {
        enabled: true,
        delay: 2000,
        disableOnInteraction: false,
        pauseOnMouseEnter: true,
        reverseDirection: false,
      },
      a11y: { enabled: true, slideLabelMessage: "Picture {{index}} of {{slidesLength}}" },
    });
    expect(swiper.rtl).toBe(false);
    const slides = within(root).getAllByRole("group");
    expect(slides).toHaveLength(4);
    for (const image of SLIDES.map((slide) => screen.getByRole("img", { name: slide.alt }))) {
      expect(image.closest(".swiper-slide")).not.toHaveAttribute("hidden");
    }
    expect(slides.map((slide) => slide.getAttribute("aria-label")).sort()).toEqual([
      "Picture 1 of 4",
      "Picture 2 of 4",
      "Picture 3 of 4",
      "Picture 4 of 4",
    ]);
  });

  it("runs right to left and in reverse in Arabic, with Arabic labels", async () => {
    const root = await showCarousel("ar");
    mount(root);
    const swiper = swiperOf(root);
    expect(swiper.params.autoplay).toMatchObject({ reverseDirection: true, delay: 2000 });
    expect(swiper.rtl).toBe(true);
    expect(root.querySelector(".swiper")).toHaveAttribute("dir", "rtl");
    expect(within(root).getAllByRole("group")[0]).toHaveAttribute(
      "aria-label",
      expect.stringMatching(/^الصورة \d من 4$/),
    );
    expect(screen.getByRole("button", { name: "أوقف عرض الشرائح مؤقتًا" })).toBeVisible();
  });

  it("plays only while on screen", async () => {
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    const root = await showCarousel();
    mount(root);
    const { autoplay } = swiperOf(root);
    expect(autoplay.running).toBe(false);
    scroll(true);
    expect(autoplay.running).toBe(true);
    scroll(false);
    expect(autoplay.running).toBe(false);
  });

  it("counts as on screen, and plays, where the browser cannot tell", async () => {
    const root = await showCarousel();
    mount(root);
    expect(swiperOf(root).autoplay.running).toBe(true);
  });

  it("stops and starts again with the visitor's play/pause button (WCAG 2.2.2)", async () => {
    const root = await showCarousel();
    mount(root);
    const { autoplay } = swiperOf(root);
    expect(autoplay.running).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Pause the slideshow" }));
    const play = screen.getByRole("button", { name: "Play the slideshow" });
    expect(play).toHaveAttribute("aria-pressed", "true");
    expect(autoplay.running).toBe(false);
    await userEvent.click(play);
    expect(screen.getByRole("button", { name: "Pause the slideshow" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(autoplay.running).toBe(true);
  });

  it("stays paused when it comes back on screen after the visitor paused it", async () => {
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    const root = await showCarousel();
    mount(root);
    scroll(true);
    await userEvent.click(screen.getByRole("button", { name: "Pause the slideshow" }));
    scroll(false);
    scroll(true);
    expect(swiperOf(root).autoplay.running).toBe(false);
  });

  it("mounts once however often it is called", async () => {
    const root = await showCarousel();
    mount(root);
    const swiper = swiperOf(root);
    mount(root);
    expect(swiperOf(root)).toBe(swiper);
    expect(within(root).getAllByRole("group")).toHaveLength(4);
  });
});
