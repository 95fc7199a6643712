import crypto from "node:crypto";
import {
  entryAfterHeroCode,
  entryFileTag,
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

  it("makes it a low-priority file in a page that would not, changing nothing else", () => {
    const long = page(4_000);
    const placed = placeEntry(long, entry)!;
    expect(placed).toBe(long.replace(inlineEntryTag(entry), entryFileTag(entry)));
    expect(placed).toContain(
      '<script type="module" src="/islands/main-ABCDEFGH.js" fetchpriority="low"></script>',
    );
    expect(placed).not.toContain(entry.code);
  });

  it("asks for it after the hero picture in a long page that has one", () => {
    const hero =
      '<picture><img src="/static/a/hero.webp" alt="" loading="eager" decoding="async" fetchpriority="high"/></picture>';
    const long = page(4_000).replace("<main>", `<main>${hero}`);
    const placed = placeEntry(long, entry)!;
    expect(placed).toBe(
      long.replace(
        inlineEntryTag(entry),
        `<script type="module">${entryAfterHeroCode(entry)}</script>`,
      ),
    );
    expect(entryAfterHeroCode(entry)).toContain('import("/islands/main-ABCDEFGH.js")');
    expect(entryAfterHeroCode(entry)).toContain('img[fetchpriority="high"]');
  });

  it("leaves a page without the inline entry alone, however long", () => {
    const noEntry = page(4_000).replace(inlineEntryTag(entry), "");
    expect(placeEntry(noEntry, entry)).toBeNull();
  });

  it("names the window it keeps pages within: 10 TCP segments less the headers", () => {
    expect(FIRST_TRIP_HTML_BYTES).toBeLessThan(10 * 1460 - 1024);
  });
});
