import { expect, test, type Page, type Request } from "@playwright/test";
import { startSplitHtml } from "../support/split-html";
import { LANGUAGES, PUBLIC_ROUTES, inLanguage } from "../support/product";

// A page is painted only with its first screen whole (site/src/components/seo/RenderAfter.tsx):
// its HTML is sent here in two parts with a pause between, cut inside the block that would move
// if Chrome painted it half-parsed, and the page must neither show that half nor shift.

// The phone Lighthouse's mobile preset emulates: overlay scrollbars, so the page's width is the
// viewport's whether or not it scrolls yet.
test.use({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});

// Each page settles in about a second here; a hang should fail the one page, by name, well inside
// the test's own 60 s.
const SETTLE_MS = 15_000;

type Seen = { firstFrame: unknown; shift: number; moved: string[] };

/**
 * Watches every page `page` loads from now on; the function it returns waits until the page at
 * `path` has settled and says what its first frame held and how far it shifted.
 */
async function watchFirstFrame(page: Page): Promise<(path: string) => Promise<Seen>> {
  await page.addInitScript(() => {
    const seen = {
      firstFrame: null as null | Record<string, number>,
      shift: 0,
      moved: [] as string[],
    };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    type Shift = PerformanceEntry & { value: number; sources: LayoutShiftAttribution[] };
    type LayoutShiftAttribution = {
      node: Node | null;
      previousRect: DOMRect;
      currentRect: DOMRect;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        seen.shift += entry.value;
        // What moved, for the failure message: its class, its top and height before and after.
        for (const { node, previousRect: was, currentRect: is } of entry.sources)
          seen.moved.push(
            `${(node as Element | null)?.className ?? node?.nodeName}: top ${was.y} -> ${is.y}, height ${was.height} -> ${is.height}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
    // Chrome may run frames while it parses the head (nothing to paint yet): the first frame
    // that counts is the first with any of the body in it.
    requestAnimationFrame(function firstFrame() {
      if (!document.body?.firstElementChild) return requestAnimationFrame(firstFrame);
      seen.firstFrame = {
        heroLines: document.querySelectorAll("[data-hero-line]").length,
        menuButtons: document.querySelectorAll('button[aria-controls="site-sidebar"]').length,
      };
    });
  });
  // Requests asked for and not finished: what a load that never ends waits for, named in the
  // failure instead of a bare test timeout.
  const inFlight = new Set<Request>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));

  return async (path) => {
    const stuck = (what: string) => (error: unknown) => {
      const pending = [...inFlight].map((request) => request.url()).join(", ") || "nothing";
      throw new Error(`${path}: ${what} within ${SETTLE_MS} ms; still in flight: ${pending}`, {
        cause: error,
      });
    };
    await page.waitForLoadState("load", { timeout: SETTLE_MS }).catch(stuck("no load event"));
    // Two frames after load: every shift so far has been reported. Playwright's evaluate has no
    // timeout of its own, so the page gives up on the frames itself.
    await page
      .evaluate(
        (ms) =>
          new Promise((resolve, reject) => {
            setTimeout(() => reject(new Error("no animation frame")), ms);
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
        SETTLE_MS,
      )
      .catch(stuck("no two animation frames"));
    return page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
  };
}

test("home's hero is painted whole, never half its lines, and does not move", async ({
  page,
  baseURL,
}) => {
  // Cut after the hero's title: its lead and buttons arrive 600 ms later.
  const split = await startSplitHtml(baseURL!, (html) => {
    const title = html.indexOf('id="hero-title"');
    return title < 0 ? -1 : html.indexOf("</h1>", title) + "</h1>".length;
  });
  try {
    const settle = await watchFirstFrame(page);
    for (const language of LANGUAGES) {
      const path = inLanguage("/", language);
      await page.goto(split.url(path), { waitUntil: "commit" });
      const seen = await settle(path);
      expect(seen, language).toEqual({
        firstFrame: { heroLines: 4, menuButtons: 1 },
        shift: 0,
        moved: [],
      });
    }
    expect(split.uncut(), "pages sent whole: the cut's marker is gone").toBe(0);
  } finally {
    await split.close();
  }
});

test("every page's header is painted whole: the language switch never steps aside", async ({
  page,
  baseURL,
}) => {
  // Cut before the hamburger: the language switch is parsed, the button 600 ms later.
  const split = await startSplitHtml(baseURL!, (html) => {
    const button = html.indexOf('aria-controls="site-sidebar"');
    return button < 0 ? -1 : html.lastIndexOf("<button", button);
  });
  try {
    const settle = await watchFirstFrame(page);
    for (const [index, route] of PUBLIC_ROUTES.entries()) {
      const path = inLanguage(route, LANGUAGES[index % LANGUAGES.length]!);
      await page.goto(split.url(path), { waitUntil: "commit" });
      const seen = await settle(path);
      expect(seen.firstFrame, path).toMatchObject({ menuButtons: 1 });
      expect(seen.moved, path).toEqual([]);
      expect(seen.shift, path).toBe(0);
    }
    expect(split.uncut(), "pages sent whole: the cut's marker is gone").toBe(0);
  } finally {
    await split.close();
  }
});
