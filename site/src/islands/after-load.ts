/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` after
 * the load event). For work that no visitor waits for at the first paint: on a budget phone the
 * page's own parsing, styling and pictures come first, and this must not join them in one long
 * task or compete with the hero picture for the network.
 */
export function afterLoad(task: () => void, timeoutMs = 2000, view: Window = window): void {
  const whenIdle = () => {
    if (typeof view.requestIdleCallback === "function")
      view.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else view.setTimeout(task, 1);
  };
  if (view.document.readyState === "complete") whenIdle();
  else view.addEventListener("load", whenIdle, { once: true });
}
