import type { LightboxMessages } from "../contracts/lightbox";
import { interpolate, readMessages } from "./messages";

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
  const stage = dialog.querySelector<HTMLTemplateElement>("template[data-lightbox-stage]");
  const figure = stage?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const position = figure?.querySelector<HTMLElement>("[data-lightbox-position]");
  const caption = position?.parentElement;
  const pictures = [
    ...dialog.querySelectorAll<HTMLTemplateElement>("template[data-lightbox-picture]"),
  ];
  if (!figure || !position || !caption) return;
  const total = pictures.length;
  const rtl = document.documentElement.dir === "rtl";
  let index: number | null = null;
  let opener: HTMLElement | null = null;
  // What the shown picture put in the figure (its <picture>, its caption), taken out on the next.
  let shown: Node[] = [];

  const show = (next: number) => {
    const template = pictures[next];
    if (!template) return;
    index = next;
    shown.forEach((node) => node.parentNode?.removeChild(node));
    // The server's <Picture> and caption for this picture, as they are (the build wrote them).
    const [picture, text] = [...template.content.cloneNode(true).childNodes];
    shown = [picture, text].filter((node): node is ChildNode => node !== undefined);
    if (picture) figure.insertBefore(picture, caption);
    if (text) caption.append(text);
    position.textContent = interpolate(messages.position, { current: next + 1, total });
    if (!figure.isConnected) dialog.insertBefore(figure, controls);
    if (!dialog.open) dialog.showModal();
  };
  const step = (by: number) => {
    if (index !== null) show((index + by + total) % total);
  };

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

  // Horizontal swipes on the picture, on pointer events (touch, pen and mouse drag alike).
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
