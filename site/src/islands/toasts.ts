// Toasts for the public site without React (sonner, which the React pages use, is React-only).
// Spec section 9: rich colours (success green, error red), shown for 5000 ms. They appear at the
// bottom on the reading-end side (right for English and Russian, left for Arabic), stacked, the
// newest nearest the edge; a click or Escape dismisses one, and one stays while the pointer or
// focus is on it (as sonner keeps them while hovered) so it can be read to its end.

/** Spec section 9: how long a toast shows. */
export const TOAST_MS = 5000;
/** How many show at once (sonner's default); an older one makes room for a new one. */
const VISIBLE = 3;
/** The fade-out before a dismissed toast leaves the page. */
const LEAVE_MS = 200;

export type ToastKind = "success" | "error";

interface Live {
  element: HTMLElement;
  remaining: number;
  started: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Why it is not counting down: "pointer", "focus", "hidden" (a background tab). */
  holds: Set<string>;
}

let toaster: HTMLElement | null = null;
const live: Live[] = [];
const watched = new WeakSet<Document>();

// sonner's success and error icons (20 px, filled circle), decorative: the text says it all.
const ICONS: Record<ToastKind, string> = {
  success:
    "M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z",
  error:
    "M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z",
};

/**
 * Puts the (empty) notifications region in the page. A form calls it when it mounts: a live
 * region that is already there when a toast arrives is announced more reliably than a new one.
 */
export function prepareToasts(label: string, doc: Document = document): HTMLElement {
  if (toaster?.isConnected && toaster.ownerDocument === doc) return toaster;
  if (!doc.querySelector("style[data-island-toasts]")) {
    const style = doc.createElement("style");
    style.dataset.islandToasts = "";
    style.textContent = TOAST_CSS;
    doc.head.append(style);
  }
  const rtl = doc.documentElement.dir === "rtl";
  toaster = doc.createElement("section");
  toaster.className = "island-toaster";
  toaster.dir = rtl ? "rtl" : "ltr";
  toaster.dataset.position = rtl ? "bottom-left" : "bottom-right";
  if (label) toaster.setAttribute("aria-label", label);
  toaster.setAttribute("aria-live", "polite");
  toaster.setAttribute("aria-relevant", "additions text");
  // A child of <body>, outside the page's content: a transformed parent would carry the fixed
  // toasts along with it.
  doc.body.append(toaster);
  if (!watched.has(doc)) {
    watched.add(doc);
    // Time in a background tab does not count: a toast waits there for the visitor to come back.
    doc.addEventListener("visibilitychange", () => {
      live.forEach((toast) => (doc.hidden ? hold : release)(toast, "hidden"));
    });
  }
  return toaster;
}

/** Shows a toast: role "status" for good news, "alert" for a failure. */
export function showToast(kind: ToastKind, message: string): void {
  const region = toaster?.isConnected ? toaster : prepareToasts("");
  const doc = region.ownerDocument;
  const element = doc.createElement("div");
  element.className = "island-toast";
  element.dataset.type = kind;
  element.setAttribute("role", kind === "error" ? "alert" : "status");
  element.setAttribute("aria-atomic", "true");
  element.tabIndex = 0;
  element.innerHTML = `<svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor"><path fill-rule="evenodd" clip-rule="evenodd" d="${ICONS[kind]}"/></svg><span></span>`;
  (element.lastElementChild as HTMLElement).textContent = message;
  const toast: Live = {
    element,
    remaining: TOAST_MS,
    started: 0,
    timer: undefined,
    holds: new Set(),
  };
  element.addEventListener("click", () => dismiss(toast));
  element.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismiss(toast);
  });
  element.addEventListener("pointerenter", () => hold(toast, "pointer"));
  element.addEventListener("pointerleave", () => release(toast, "pointer"));
  element.addEventListener("focusin", () => hold(toast, "focus"));
  element.addEventListener("focusout", () => release(toast, "focus"));
  while (live.length >= VISIBLE) dismiss(live[0] as Live);
  live.push(toast);
  region.append(element);
  if (doc.hidden) toast.holds.add("hidden");
  else run(toast);
}

export const toast = {
  success: (message: string) => showToast("success", message),
  error: (message: string) => showToast("error", message),
};

function run(toast: Live): void {
  toast.started = Date.now();
  toast.timer = setTimeout(() => dismiss(toast), toast.remaining);
}

function hold(toast: Live, reason: string): void {
  toast.holds.add(reason);
  if (toast.timer === undefined) return;
  clearTimeout(toast.timer);
  toast.timer = undefined;
  toast.remaining -= Date.now() - toast.started;
}

function release(toast: Live, reason: string): void {
  if (!toast.holds.delete(reason) || toast.holds.size > 0 || !live.includes(toast)) return;
  run(toast);
}

function dismiss(toast: Live): void {
  const index = live.indexOf(toast);
  if (index < 0) return;
  live.splice(index, 1);
  clearTimeout(toast.timer);
  toast.element.dataset.leaving = "";
  setTimeout(() => toast.element.remove(), LEAVE_MS);
}

// sonner's rich-colour look (its styles.css: 356 px wide, 24 px from the edges, 16 px on phones,
// 8 px corners, its greens and reds), with the theme's darker text colours (theme.css) so the
// 13 px text meets AA contrast. In the island rather than global.css, which every page inlines.
const TOAST_CSS = `
.island-toaster{position:fixed;z-index:1000;bottom:24px;width:356px;margin:0;padding:0;display:flex;flex-direction:column;gap:14px;pointer-events:none;font-family:ui-sans-serif,system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
.island-toaster[data-position=bottom-right]{right:24px}
.island-toaster[data-position=bottom-left]{left:24px}
.island-toast{pointer-events:auto;box-sizing:border-box;display:flex;align-items:center;gap:6px;padding:16px;border:1px solid;border-radius:8px;box-shadow:0 4px 12px rgb(0 0 0 / .1);font-size:13px;font-weight:500;line-height:1.5;overflow-wrap:anywhere;cursor:pointer;animation:island-toast-in .4s ease;transition:opacity .2s}
.island-toast:focus-visible{outline:none;box-shadow:0 4px 12px rgb(0 0 0 / .1),0 0 0 2px rgb(0 0 0 / .2)}
.island-toast svg{flex-shrink:0;margin-inline:-3px 4px}
.island-toast[data-type=success]{background:hsl(143 85% 96%);border-color:hsl(145 92% 87%);color:var(--color-success-text,#1e6b3a)}
.island-toast[data-type=error]{background:hsl(359 100% 97%);border-color:hsl(359 100% 94%);color:var(--color-error-text,#b3261e)}
.island-toast[data-leaving]{opacity:0}
@keyframes island-toast-in{from{opacity:0;transform:translateY(100%)}}
@media (max-width:600px){.island-toaster[data-position]{left:16px;right:16px;bottom:16px;width:auto}}
@media (prefers-reduced-motion:reduce){.island-toast{animation-name:island-toast-fade}@keyframes island-toast-fade{from{opacity:0}}}
`;
