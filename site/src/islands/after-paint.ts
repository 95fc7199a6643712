/**
 * The page's LCP picture: the one eager image (components/ui/Picture.tsx marks it so). The long
 * pages' loader (gatsby/entry-placement.ts) waits for the same picture.
 */
export const HERO = 'img[fetchpriority="high"]';

/** What a visitor does that needs the page's behaviour now, whatever has been painted. */
const FIRST_INPUT = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Runs `task` once the page's first paint is on screen: on a page with a hero picture, once the
 * browser reports that picture painted (its largest-contentful-paint entry), else two frames
 * after the first paint. The first tap, key or focus runs it at once, and a page whose largest
 * paint is not its picture runs it a second after its load event.
 *
 * Why: run before the first paint, the entry's work counted in Lighthouse's simulated paint and
 * delayed the short pages' LCP on a budget phone (docs/decisions/0001-islands-entry-placement.md).
 * The same trigger as the long pages' loader (gatsby/entry-placement.ts), which waits for the
 * picture before it even asks for this code.
 */
export function afterFirstPaint(task: () => void, view: Window & typeof globalThis = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of FIRST_INPUT) view.removeEventListener(type, run, true);
    task();
  };
  for (const type of FIRST_INPUT) view.addEventListener(type, run, true);

  const afterFrames = () =>
    view.requestAnimationFrame(() => view.requestAnimationFrame(() => view.setTimeout(run)));
  const hero = view.document.querySelector(HERO);
  const observable = view.PerformanceObserver?.supportedEntryTypes?.includes(
    "largest-contentful-paint",
  );
  if (!hero || !observable || view.document.readyState === "complete") {
    afterFrames();
    return;
  }
  new view.PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === hero))
      run();
  }).observe({ type: "largest-contentful-paint", buffered: true });
  view.addEventListener("load", () => view.setTimeout(run, 1000), { once: true });
}
