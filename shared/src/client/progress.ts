// The request progress bar both browser apps show (spec section 9). No imports: the site loads
// this on every page, before (and often without) the axios client.

/** What the client calls around every request. */
export interface ProgressHooks {
  start(): void;
  done(): void;
}

/**
 * The spec's nprogress settings: minimum 0.08, speed 200 ms, trickle every 800 ms at a rate of
 * 0.02 (nprogress trickles by itself; `trickleRate` is missing only from its type definitions).
 * The stock template says role="bar", which is no ARIA role (axe flags it while a request runs);
 * the bar is decoration, and nprogress must then be told where it is.
 */
export const PROGRESS_BAR_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: ".bar",
};

/**
 * One bar for all requests: it starts with the first request in flight and finishes with the
 * last, so parallel requests do not restart or end it early.
 */
export function createProgress(bar: ProgressHooks): ProgressHooks {
  let inFlight = 0;
  return {
    start() {
      inFlight += 1;
      if (inFlight === 1) bar.start();
    },
    done() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0) bar.done();
    },
  };
}
