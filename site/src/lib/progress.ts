import NProgress from "nprogress";

// Spec section 9: minimum 0.08, speed 200 ms, trickle every 800 ms at a rate of 0.02. The stock
// template says role="bar", which is no ARIA role (axe flags it while a request runs); the bar is
// decoration, as in the dashboard.
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // nprogress finds the bar by role unless told otherwise.
  barSelector: ".bar",
});
const TRICKLE_RATE = 0.02;

let inFlight = 0;
let trickle: ReturnType<typeof setInterval> | undefined;

/** One bar for all requests in flight: it starts with the first and finishes with the last. */
export const progress = {
  start() {
    inFlight += 1;
    if (inFlight > 1) return;
    NProgress.start();
    trickle = setInterval(() => NProgress.inc(TRICKLE_RATE), 800);
  },
  done() {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight > 0) return;
    clearInterval(trickle);
    NProgress.done();
  },
};
