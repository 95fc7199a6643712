import "@fontsource-variable/inter";
import "@fontsource/ibm-plex-sans-arabic/arabic-400.css";
import "@fontsource/ibm-plex-sans-arabic/arabic-700.css";
import "./src/styles/theme.css";
import "./src/styles/global.css";

export { shouldUpdateScroll } from "./src/lib/scroll";
