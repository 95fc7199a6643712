import type { GatsbySSR } from "gatsby";
import { FIRST_SCREEN_FONTS } from "./src/lib/font-preloads";
import { languageOfPath } from "./src/lib/languages";

/** Preloads the fonts of the page's language (see font-preloads.ts for why). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  setHeadComponents(
    FIRST_SCREEN_FONTS[languageOfPath(pathname)].map((href) => (
      <link
        key={href}
        rel="preload"
        href={href}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
  );
};
