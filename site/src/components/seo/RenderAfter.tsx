/**
 * Holds the page's first paint until the element `id` is in the document.
 *
 * Why: Chrome paints a page whose HTML is only partly parsed, when the parser yields or the rest of
 * the HTML is still on its way. A block whose place depends on markup that follows it then moves
 * once that markup arrives: the home hero's text is centred vertically, so it rises as its lines
 * arrive (CLS 0.175 on /ru/ in one bench run of eight; 5 of 40 throttled probe loads), and the
 * header's tools sit at the end of the bar, so the language switch steps aside for the hamburger
 * (0.001-0.003 on three Russian pages).
 *
 * Which element: Chromium 150 resumes rendering when the target is inserted (measured: frames
 * ran with the target's start tag parsed and its content not yet), the HTML standard when it is
 * fully parsed. So the target is a small element *after* the block that must be whole: either
 * reading then waits the same few bytes. Browsers without `rel="expect"` ignore the link and paint
 * as before.
 */
export function RenderAfter({ id }: { id: string }) {
  return <link rel="expect" href={`#${id}`} blocking="render" />;
}
