/**
 * React 18.3's streaming renderer can drop a NUL byte into the HTML where an output chunk ends
 * (seen inside "Русский" on several pages; gatsby#38747). HTML never holds a legitimate NUL, and
 * validators reject the page, so every built page is cleaned (built-pages.ts). Returns the page
 * without them, or null when it has none.
 */
export function withoutNulBytes(html: Buffer): Buffer | null {
  if (!html.includes(0)) return null;
  return Buffer.from(html.filter((byte) => byte !== 0));
}
