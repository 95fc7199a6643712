import type { CDPSession, Page, Request } from "@playwright/test";

/**
 * The main frame's full page loads, as the browser saw them. A redirect (/login -> /login/) is
 * part of the navigation it answers, so only a navigation's first request counts as a start; a
 * navigation that a second one cancelled shows up in `aborted` (net::ERR_ABORTED).
 */
export interface NavigationLog {
  /** Paths whose navigation was started (a redirect's follow-up request excluded). */
  started: string[];
  /** Paths whose navigation request failed, with the browser's reason. */
  aborted: string[];
  /** Paths the main frame committed to (framenavigated), in order. */
  committed: string[];
  /** All of the above in the order they happened ("start /login/", "commit /login/", ...). */
  events: string[];
  stop(): void;
}

export function recordNavigations(page: Page): NavigationLog {
  const log: NavigationLog = { started: [], aborted: [], committed: [], events: [], stop };
  const isMainLoad = (request: Request) =>
    request.isNavigationRequest() && request.frame() === page.mainFrame();
  const onRequest = (request: Request) => {
    if (isMainLoad(request) && request.redirectedFrom() === null) {
      log.started.push(new URL(request.url()).pathname);
      log.events.push(`start ${new URL(request.url()).pathname}`);
    }
  };
  const onFailed = (request: Request) => {
    if (isMainLoad(request)) {
      log.aborted.push(`${new URL(request.url()).pathname} ${request.failure()?.errorText ?? ""}`);
      log.events.push(`abort ${new URL(request.url()).pathname}`);
    }
  };
  const onNavigated = (frame: ReturnType<Page["mainFrame"]>) => {
    if (frame !== page.mainFrame()) return;
    log.committed.push(new URL(frame.url()).pathname);
    log.events.push(`commit ${new URL(frame.url()).pathname}`);
  };
  page.on("request", onRequest);
  page.on("requestfailed", onFailed);
  page.on("framenavigated", onNavigated);
  function stop() {
    page.off("request", onRequest);
    page.off("requestfailed", onFailed);
    page.off("framenavigated", onNavigated);
  }
  return log;
}

/**
 * Slows the page's CPU as a low-end phone would be (Chrome DevTools' "4x slowdown"): scripts
 * then take long enough for work that overlaps on a fast machine to interleave.
 */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}
