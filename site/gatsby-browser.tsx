// The site's styles, which Gatsby gathers from here and inlines in every page. Pages get no
// Gatsby runtime in the browser (gatsby-ssr.tsx; src/islands): nothing else belongs here.
import "./src/styles/fonts.css";
// Written by scripts/prepare-fonts.mjs, which every build and develop run first.
import "./.fonts/ibm-plex-sans-arabic.css";
import "./src/styles/theme.css";
import "./src/styles/global.css";
