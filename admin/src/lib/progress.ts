import NProgress from "nprogress";
import type { ProgressHooks } from "@leca/api/client";
import "nprogress/nprogress.css";

// trickleRate exists in nprogress 0.2 but is missing from its type definitions.
type Settings = Parameters<typeof NProgress.configure>[0] & { trickleRate: number };
const settings: Settings = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
  // The stock template says role="bar", which is no ARIA role; the bar is decoration (buttons and
  // status texts tell assistive technology what is loading).
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: ".bar",
};
NProgress.configure(settings);

/**
 * One bar for all requests: it starts with the first request in flight and finishes with the
 * last, so parallel requests do not restart or end it early.
 */
export function createProgress(bar: Pick<typeof NProgress, "start" | "done"> = NProgress) {
  let inFlight = 0;
  const hooks: ProgressHooks = {
    start() {
      inFlight += 1;
      if (inFlight === 1) bar.start();
    },
    done() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0) bar.done();
    },
  };
  return hooks;
}
