import zlib from "node:zlib";

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
 * The entry as a file: low priority, so it waits behind what the first paint needs; a second
 * page finds it in the cache.
 */
export const entryFileTag = (entry: IslandsEntry) =>
  `<script type="module" src="${entry.src}" fetchpriority="low"></script>`;

/** Brotli at the quality the release compresses HTML with (api/src/services/builds/precompress.ts). */
const compressedBytes = (html: string) =>
  zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).length;

/**
 * A page whose HTML, with the entry inline, would not arrive in the first round trip, with the
 * entry as a file instead (2.8 KB compressed less); null for a page that stays as it is. Inline,
 * the long pages' first paint waited one round trip longer than their zero-JS twins' (/lecamix/:
 * LCP +134 ms on the low-tier phone, +141 ms mid-tier; as a file +68 and +62). On short pages a
 * file was worse: run before the first paint, its download became part of what the paint waited
 * for (FCP one or two round trips behind the twin's in most runs).
 */
export function placeEntry(html: string, entry: IslandsEntry): string | null {
  if (Buffer.byteLength(html) <= RAW_FLOOR) return null;
  const inline = inlineEntryTag(entry);
  const at = html.indexOf(inline);
  if (at === -1 || compressedBytes(html) <= FIRST_TRIP_HTML_BYTES) return null;
  return html.slice(0, at) + entryFileTag(entry) + html.slice(at + inline.length);
}
