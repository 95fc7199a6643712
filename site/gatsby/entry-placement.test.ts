import crypto from "node:crypto";
import {
  entryAfterPaintCode,
  FIRST_TRIP_HTML_BYTES,
  inlineEntryTag,
  placeEntry,
  type IslandsEntry,
} from "./entry-placement";

const entry: IslandsEntry = {
  code: 'const e=document.querySelector("header");import("/islands/carousel-ABCDEFGH.js")',
  src: "/islands/main-ABCDEFGH.js",
};

/** A page with `words` of text no compressor can shrink much (random hex), and the entry inline. */
const page = (words: number) =>
  `<!DOCTYPE html><html><body><main>${Array.from({ length: words }, () =>
    crypto.randomBytes(6).toString("hex"),
  ).join(" ")}</main>${inlineEntryTag(entry)}</body></html>`;

describe("placing the islands entry", () => {
  it("keeps it inline in a page that arrives in the first round trip", () => {
    expect(placeEntry(page(1_000), entry)).toBeNull();
    // Random hex compresses to about half: 50 KB of it is far past the window.
    expect(placeEntry(page(3_800), entry)).not.toBeNull();
  });

  it("has a long page ask for it as a file after the first paint, changing nothing else", () => {
    const loader = `<script type="module">${entryAfterPaintCode(entry)}</script>`;
    const long = page(4_000);
    expect(placeEntry(long, entry)).toBe(long.replace(inlineEntryTag(entry), loader));
    const hero =
      '<picture><img src="/static/a/hero.webp" alt="" loading="eager" decoding="async" fetchpriority="high"/></picture>';
    const withHero = page(4_000).replace("<main>", `<main>${hero}`);
    expect(placeEntry(withHero, entry)).toBe(withHero.replace(inlineEntryTag(entry), loader));
    expect(placeEntry(long, entry)).not.toContain(entry.code);
  });

  it("asks for the file once: after the hero's paint or two frames, or at the first input", () => {
    const code = entryAfterPaintCode(entry);
    expect(code).toContain('img[fetchpriority="high"]');
    const imported: string[] = [];
    type Lcp = (list: { getEntries: () => { element: unknown }[] }) => void;
    /** Runs the loader in a page with or without a hero picture; hands back what it waits on. */
    const load = (withHero: boolean) => {
      imported.length = 0;
      const frames: (() => void)[] = [];
      const listeners = new Map<string, () => void>();
      const observed: Lcp[] = [];
      const hero = { decode: () => new Promise(() => undefined) };
      class Observer {
        static supportedEntryTypes = ["largest-contentful-paint"];
        constructor(callback: Lcp) {
          observed.push(callback);
        }
        observe() {}
      }
      // The loader as the page runs it, its browser globals and import() handed in.
      new Function(
        "document",
        "requestAnimationFrame",
        "setTimeout",
        "addEventListener",
        "PerformanceObserver",
        "load",
        code.replace("import(", "load("),
      )(
        { querySelector: () => (withHero ? hero : null) },
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => callback(),
        (type: string, listener: () => void) => listeners.set(type, listener),
        Observer,
        (src: string) => imported.push(src),
      );
      const paint = (element: unknown) => {
        for (const callback of observed) callback({ getEntries: () => [{ element }] });
      };
      return { frames, listeners, paint, hero };
    };
    const main = ["/islands/main-ABCDEFGH.js"];

    const plain = load(false);
    plain.frames.shift()!();
    expect(imported).toEqual([]);
    plain.frames.shift()!();
    expect(imported).toEqual(main);
    plain.listeners.get("pointerdown")!();
    expect(imported).toEqual(main);

    const withHero = load(true);
    expect(withHero.frames).toEqual([]);
    withHero.paint({});
    expect(imported).toEqual([]);
    withHero.paint(withHero.hero);
    expect(imported).toEqual(main);

    const tapped = load(true);
    tapped.listeners.get("keydown")!();
    expect(imported).toEqual(main);
  });

  it("leaves a page without the inline entry alone, however long", () => {
    const noEntry = page(4_000).replace(inlineEntryTag(entry), "");
    expect(placeEntry(noEntry, entry)).toBeNull();
  });

  it("names the window it keeps pages within: 10 TCP segments less the headers", () => {
    expect(FIRST_TRIP_HTML_BYTES).toBeLessThan(10 * 1460 - 1024);
  });
});
