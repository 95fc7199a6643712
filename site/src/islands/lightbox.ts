import { interpolate, readMessages } from "./messages";

/** A processed picture as gatsby-plugin-image describes it (the fields ui/Picture.tsx reads). */
export interface ImageData {
  layout: "fixed" | "fullWidth" | "constrained";
  width: number;
  height: number;
  backgroundColor?: string;
  images: {
    fallback?: { src: string; srcSet?: string; sizes?: string };
    sources?: { type?: string; srcSet: string; sizes?: string; media?: string }[];
  };
  placeholder?: { fallback?: string };
}

interface PictureData {
  alt: string;
  caption?: { text: string; lang?: string; dir?: "ltr" };
  image: ImageData;
}

/**
 * What the viewer needs that the closed dialog's markup does not hold, written at build time by
 * components/gallery/Lightbox.tsx: the position line's template, each picture's processed image
 * (the large rendition, never in the page until opened) with its alt and caption, and the CSS
 * modules' class names for the figure, which is built as <Picture> would write it.
 */
export interface LightboxMessages {
  position: string;
  classes: Record<"stage" | "stageImage" | "caption" | "picture" | "image", string | undefined>;
  pictures: PictureData[];
}

const SWIPE_THRESHOLD_PX = 40;

const mounted = new WeakSet<HTMLElement>();

/**
 * A gallery's full-screen picture viewer (components/gallery/Lightbox.tsx renders its closed
 * <dialog>; templates/gallery-item.tsx the thumbnails that open it). A native modal <dialog>: the
 * browser traps focus in it and closes it on Escape. Arrow keys and swipes move between pictures,
 * Escape and the close button leave, and focus goes back to the thumbnail that opened it.
 * Loaded at the first touch, pointer or focus on the pictures: most visits never open one.
 */
export function mount(root: HTMLElement): void {
  if (mounted.has(root)) return;
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
  const closeButton = dialog?.querySelector<HTMLButtonElement>("[data-lightbox-close]");
  if (!dialog || !closeButton?.parentElement) return;
  mounted.add(root);
  const controls = closeButton.parentElement;
  const messages = readMessages<LightboxMessages>(dialog);
  const { classes, pictures } = messages;
  const total = pictures.length;
  const rtl = document.documentElement.dir === "rtl";
  let index: number | null = null;
  let opener: HTMLElement | null = null;

  // The figure is there while the dialog is open, as React rendered it: one element kept across
  // pictures, so its live region announces each new position.
  const figure = element("figure", classes.stage);
  const frame = element("picture", classes.picture, classes.stageImage);
  const img = element("img", classes.image);
  img.dataset.fit = "contain";
  img.loading = "lazy";
  // Off the frame's critical path, as every <Picture> (see ui/Picture.tsx).
  img.decoding = "async";
  frame.append(img);
  const caption = element("figcaption", classes.caption);
  const position = element("span");
  position.setAttribute("aria-live", "polite");
  caption.append(position);
  figure.append(frame, caption);

  const show = (next: number) => {
    const picture = pictures[next];
    if (!picture) return;
    index = next;
    render(picture, next);
    if (!dialog.open) dialog.showModal();
  };
  const step = (by: number) => {
    if (index !== null) show((index + by + total) % total);
  };

  function render(picture: PictureData, at: number) {
    writePicture(frame, img, picture.image, picture.alt);
    position.textContent = interpolate(messages.position, { current: at + 1, total });
    caption.querySelector("[data-caption]")?.remove();
    if (picture.caption) {
      const text = element("span");
      text.dataset.caption = "";
      if (picture.caption.lang) text.lang = picture.caption.lang;
      if (picture.caption.dir) text.dir = picture.caption.dir;
      text.textContent = picture.caption.text;
      caption.append(text);
    }
    if (!figure.isConnected) dialog?.insertBefore(figure, controls);
  }

  root.addEventListener("click", (event) => {
    const thumb = (event.target as Element).closest<HTMLElement>("[data-lightbox-open]");
    if (!thumb || !root.contains(thumb)) return;
    opener = thumb;
    show(Number(thumb.dataset.lightboxOpen));
  });
  controls.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("button");
    if (button === closeButton) dialog.close();
    else if (button?.dataset.lightboxStep) step(Number(button.dataset.lightboxStep));
  });

  // Escape (the browser's cancel) and the close button both end here.
  dialog.addEventListener("close", () => {
    index = null;
    figure.remove();
    // The browser puts focus back where it was before showModal(); a tap in Safari never focused
    // the thumbnail, so the one that opened the viewer is named here.
    if (opener?.isConnected) opener.focus();
    opener = null;
  });

  // "Next" is towards the reading end: left in Arabic.
  dialog.addEventListener("keydown", (event) => {
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) step(1);
    else if (event.key === back) step(-1);
    else return;
    event.preventDefault();
  });

  // Horizontal swipes on the picture, on pointer events (touch, pen and mouse drag alike), as
  // lib/useSwipe.ts does for React.
  let start: { x: number; y: number } | null = null;
  figure.addEventListener("pointerdown", (event) => {
    start = { x: event.clientX, y: event.clientY };
  });
  figure.addEventListener("pointerup", (event) => {
    const from = start;
    start = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy))
      step(dx < 0 !== rtl ? 1 : -1);
  });
  figure.addEventListener("pointercancel", () => {
    start = null;
  });
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  ...classNames: (string | undefined)[]
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  const className = classNames.filter(Boolean).join(" ");
  if (className) created.className = className;
  return created;
}

/**
 * The attributes ui/Picture.tsx writes for `image` (its <source>s, the <img>'s size and the
 * frame's ratio and placeholder), applied to the viewer's one <picture>.
 */
function writePicture(frame: HTMLElement, img: HTMLImageElement, image: ImageData, alt: string) {
  const { layout, width, height, backgroundColor, images, placeholder } = image;
  frame.style.setProperty("--picture-ratio", `${width} / ${height}`);
  if (layout === "fullWidth") frame.style.removeProperty("--picture-width");
  else frame.style.setProperty("--picture-width", `${width}px`);
  frame.style.backgroundColor = backgroundColor ?? "";
  frame.style.backgroundImage = placeholder?.fallback ? `url("${placeholder.fallback}")` : "";
  for (const old of frame.querySelectorAll("source")) old.remove();
  for (const source of images.sources ?? []) {
    const created = element("source");
    if (source.type) created.type = source.type;
    if (source.media) created.media = source.media;
    created.srcset = source.srcSet;
    if (source.sizes) created.sizes = source.sizes;
    frame.insertBefore(created, img);
  }
  const size = intrinsicSize(image);
  img.alt = alt;
  img.width = size.width;
  img.height = size.height;
  setOrRemove(img, "sizes", images.fallback?.sizes);
  setOrRemove(img, "srcset", images.fallback?.srcSet);
  setOrRemove(img, "src", images.fallback?.src);
}

function setOrRemove(target: Element, name: string, value: string | undefined) {
  if (value) target.setAttribute(name, value);
  else target.removeAttribute(name);
}

/**
 * As ui/Picture.tsx: whole pixels, so the browser knows the aspect ratio before it loads; a
 * full-width image has only its ratio, and its widest rendition stands in for the width.
 */
function intrinsicSize({ layout, width, height, images }: ImageData) {
  if (layout !== "fullWidth") return { width, height };
  const widths = [...(images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w/g)].map((match) =>
    Number(match[1]),
  );
  const widest = Math.max(1, ...widths);
  return { width: widest, height: Math.round((widest * height) / width) };
}
