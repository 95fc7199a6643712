// The site's styles, which Gatsby gathers from here and inlines in every page. Pages get no
// Gatsby runtime in the browser (gatsby-ssr.tsx; src/islands): nothing else belongs here.
// Written by scripts/prepare-fonts.mjs (which every build and develop run first) with the font
// files they serve, cut to what the pages use.
import "./.fonts/inter.css";
import "./.fonts/arabic.css";
import "./src/styles/theme.css";
import "./src/styles/global.css";
