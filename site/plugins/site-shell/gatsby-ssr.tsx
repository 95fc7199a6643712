// Every page's shell, owned here once instead of by each page (Gatsby's wrapPageElement). A local
// plugin rather than the site's own gatsby-ssr.tsx, for the order: Gatsby wraps each plugin's
// element in the next plugin's, and the site's own file comes last, outside
// gatsby-plugin-react-i18next's provider. Listed before that plugin in gatsby-config.ts, the
// layout sits inside the provider, where its header and footer find the page's language.
import type { GatsbySSR } from "gatsby";
import { withShell } from "../../src/components/layout/with-shell";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => withShell(element);
