/** An island: behaviour for one part of a server-rendered page, loaded when that part needs it. */
export interface Island {
  mount(root: HTMLElement): void;
}

type Load = () => Promise<Island>;

/**
 * When a root's module is fetched (data-island-load): "now" as the page starts; "visible" as the
 * root comes within half a screen below the viewport, early enough to be running when the visitor
 * gets there, never on a visit that does not scroll that far; "interaction" at the first pointer,
 * touch or focus inside it, which is where forms start.
 */
export type Trigger = "now" | "visible" | "interaction";

const APPROACH_MARGIN = "0px 0px 50% 0px";
const INTERACTIONS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * `registry` names each island's module: a loader of its chunk, or the island itself when it is
 * bundled with the page's entry (small, and sharing the entry's code): that one mounts at once,
 * whatever its trigger, since there is nothing left to fetch.
 */
export function loadIslands(
  registry: Record<string, Load | Island>,
  doc: Document = document,
): void {
  const query = new URLSearchParams(doc.location?.search);
  for (const root of doc.querySelectorAll<HTMLElement>("[data-island]")) {
    const load = registry[root.dataset.island ?? ""];
    if (!load) continue;
    if (typeof load !== "function") {
      load.mount(root);
      continue;
    }
    // An island with work only when the page's URL carries a parameter (data-island-query: the
    // quote a calculator carries to the contact form) is not fetched on any other visit.
    const param = root.dataset.islandQuery;
    if (param && !query.has(param)) continue;
    // An island that has work at once when the URL carries one of these (data-island-now-with:
    // a calculator's form sent as a plain GET before its island arrived; the page it reloads
    // into shows the result) loads now, whatever its trigger.
    const now = root.dataset.islandNowWith?.split(",").some((name) => query.has(name));
    const trigger = (now ? "now" : (root.dataset.islandLoad ?? "now")) as Trigger;
    const start = mountOnce(root, load);
    if (trigger === "visible") whenNear(root, start);
    else if (trigger === "interaction") whenTouched(root, start);
    else void start();
  }
}

/** Fetches and mounts once; a failed fetch (offline) is forgotten, so the next trigger retries. */
function mountOnce(root: HTMLElement, load: Load): () => Promise<boolean> {
  let pending: Promise<boolean> | undefined;
  return () =>
    (pending ??= load().then(
      (island) => {
        island.mount(root);
        return true;
      },
      () => {
        pending = undefined;
        return false;
      },
    ));
}

function whenNear(root: HTMLElement, start: () => Promise<boolean>): void {
  if (typeof IntersectionObserver === "undefined") {
    void start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin: APPROACH_MARGIN },
  );
  observer.observe(root);
}

/**
 * Loads at the first sign of use. What the visitor did before the module was there (a fast tap
 * on a slow network) is held and done again once it is: a button's click, which would otherwise
 * do nothing, and a form's submit, which the browser would otherwise send as a plain GET. Links
 * are left alone: they work without the island.
 */
function whenTouched(root: HTMLElement, start: () => Promise<boolean>): void {
  let mounted = false;
  let held: (() => void) | null = null;
  const begin = () => {
    void start().then((ok) => {
      if (!ok) return;
      mounted = true;
      INTERACTIONS.forEach((type) => root.removeEventListener(type, begin));
      root.removeEventListener("submit", hold, true);
      root.removeEventListener("click", hold, true);
      const replay = held;
      held = null;
      replay?.();
    });
  };
  const hold = (event: Event) => {
    if (mounted) return;
    const target = event.target as Element;
    const button = event.type === "click" ? target.closest("button") : null;
    if (event.type === "click" && !button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button ? () => button.click() : () => (target as HTMLFormElement).requestSubmit();
    begin();
  };
  INTERACTIONS.forEach((type) => root.addEventListener(type, begin, { passive: true }));
  root.addEventListener("submit", hold, true);
  root.addEventListener("click", hold, true);
}
