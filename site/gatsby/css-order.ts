// The order of the inline style tags Gatsby puts in every page's head (gatsby-ssr.tsx).
import type { ReactElement, ReactNode } from "react";

/** A head element as Gatsby hands it over; its style tags name their CSS file in data-href. */
type Style = ReactElement<{ "data-href"?: string }>;

const isInlineCss = (node: ReactNode) => (node as Style | null)?.type === "style";
const isAppCss = (node: ReactNode) =>
  isInlineCss(node) && /^\/app\./.test((node as Style).props["data-href"] ?? "");

/**
 * The site's global CSS (the app chunk: fonts, theme, global.css) before the page's own
 * component CSS, in the slots the style tags already hold: each template's CSS is a chunk of
 * its own (gatsby-node.ts), and Gatsby inlines the template's before the app's, which would let
 * a global rule override a component's rule of equal specificity (it came first while all CSS
 * was one chunk).
 */
export function appCssFirst(nodes: ReactNode[]): ReactNode[] {
  const styles = nodes.filter(isInlineCss);
  const ordered = [...styles.filter(isAppCss), ...styles.filter((node) => !isAppCss(node))];
  return nodes.map((node) => (isInlineCss(node) ? ordered.shift() : node));
}
