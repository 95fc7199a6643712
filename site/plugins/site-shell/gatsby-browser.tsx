// The same shell in `gatsby develop`, the one place Gatsby's runtime runs in a browser (built
// pages ship without it: ../../gatsby-ssr.tsx).
import type { GatsbyBrowser } from "gatsby";
import { withShell } from "../../src/components/layout/with-shell";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) =>
  withShell(element);
