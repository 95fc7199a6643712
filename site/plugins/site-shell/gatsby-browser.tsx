// The site's styles and its shell, for Gatsby's app bundle: Gatsby gathers the stylesheet it
// inlines in every page from here. The global styles come first, then the layout's: its
// components' rules then win over a global rule of the same weight, as they did when each page
// imported the layout itself. Pages get no Gatsby runtime in the browser (../../gatsby-ssr.tsx);
// in `gatsby develop`, the one place it runs, this also puts each page in the shell.
// The fonts' rules are written by scripts/prepare-fonts.mjs (which every build and develop run
// first) with the font files they serve, cut to what the pages use.
import "../../.fonts/inter.css";
import "../../.fonts/arabic.css";
import "../../src/styles/theme.css";
import "../../src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { withShell } from "../../src/components/layout/with-shell";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) =>
  withShell(element);
