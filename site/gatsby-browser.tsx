import "./src/styles/fonts.css";
// Written by scripts/prepare-fonts.mjs, which every build and develop run first.
import "./.fonts/ibm-plex-sans-arabic.css";
import "./src/styles/theme.css";
import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { hydrateInSlices } from "./src/lib/hydrate";

// Gatsby types this hook with react-dom's legacy render() overloads; it calls the function it
// gets with (element, container), which is what hydrateInSlices takes.
export const replaceHydrateFunction = (() =>
  hydrateInSlices) as unknown as GatsbyBrowser["replaceHydrateFunction"];

export { shouldUpdateScroll } from "./src/lib/scroll";
