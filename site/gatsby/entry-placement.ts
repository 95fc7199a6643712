import zlib from "node:zlib";
import { HERO } from "../src/islands/after-paint";

/**
 * The compressed bytes a page's HTML may take to arrive in a connection's first round trip: the
 * first TCP window is 10 segments (~14.6 KB, RFC 6928, which Lighthouse's model of a slow network
 * uses too), and the page's headers take ~1.05 KB of it (its Content-Security-Policy most).
 */
export const FIRST_TRIP_HTML_BYTES = 13_300;

/**
 * Below this many bytes a page cannot compress past FIRST_TRIP_HTML_BYTES (the pages' markup,
 * CSS and text compress 4-5x at brotli 6, Arabic least: /ar/lecamix/ 4.0x), so it is not
 * compressed to find out. A news item (40.6 KB) is never compressed here: at 10,000 news that
 * would be 30,000 compressions in a cold build.
 */
const RAW_FLOOR = 3.5 * FIRST_TRIP_HTML_BYTES;

export interface IslandsEntry {
  code: string;
  src: string;
}

/** The entry as gatsby-ssr.tsx inlines it. */
export const inlineEntryTag = (entry: IslandsEntry) =>
  `<script type="module">${entry.code}</script>`;

/**
 * What a long page runs instead of the inline entry: a loader that asks for the entry as a file
 * once the page's first paint is on screen, by the same rules as the inline entry's own work
 * (src/islands/after-paint.ts): on a page with a hero picture once the browser reports that
 * picture painted (its largest-contentful-paint entry; where the browser reports none, once it
 * is decoded), else two frames after the first paint. The first tap or key asks at once, and a
 * page whose largest paint is not the picture asks a second after its load event.
 *
 * Why: asked for any earlier, the file shared the slow connection with the hero picture and
 * delayed the page's LCP (docs/decisions/0001-islands-entry-placement.md). The same text on every
 * page of a build (the hash of `src` is in it), so its CSP hash is one (gatsby-node.ts,
 * everyPageScripts).
 */
export const entryAfterPaintCode = (entry: IslandsEntry) =>
  [
    `let d=0;const g=()=>{d||(d=1,import(${JSON.stringify(entry.src)}))}`,
    `,i=document.querySelector('${HERO}')`,
    `,f=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(g)));`,
    `for(const t of["pointerdown","keydown"])addEventListener(t,g,{once:!0,capture:!0});`,
    `if(!i)f();else if(PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")){`,
    `new PerformanceObserver(l=>{l.getEntries().some(e=>e.element===i)&&g()})`,
    `.observe({type:"largest-contentful-paint",buffered:!0});`,
    `addEventListener("load",()=>setTimeout(g,1e3))}else i.decode().then(f,f)`,
  ].join("");

const entryAfterPaintTag = (entry: IslandsEntry) =>
  `<script type="module">${entryAfterPaintCode(entry)}</script>`;

/** Brotli at the quality the release compresses HTML with (api/src/services/builds/precompress.ts). */
const compressedBytes = (html: string) =>
  zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).length;

/**
 * A page whose HTML, with the entry inline, would not arrive in the first round trip, with the
 * loader above instead (2.5 KB compressed less); null for a page that stays as it is. Short pages
 * keep the entry inline: as a file, its download became part of what their first paint waited
 * for (docs/decisions/0001-islands-entry-placement.md). Not checked here: whether the page fits
 * the first round trip once placed (the bench gates that).
 */
export function placeEntry(html: string, entry: IslandsEntry): string | null {
  if (Buffer.byteLength(html) <= RAW_FLOOR) return null;
  const inline = inlineEntryTag(entry);
  const at = html.indexOf(inline);
  if (at === -1 || compressedBytes(html) <= FIRST_TRIP_HTML_BYTES) return null;
  return html.slice(0, at) + entryAfterPaintTag(entry) + html.slice(at + inline.length);
}
