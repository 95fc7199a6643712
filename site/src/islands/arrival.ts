/**
 * The one script in a page's head, inline and run before the first paint: if this page view is
 * the end of a language switch (the switch leaves the new language in sessionStorage), it marks
 * <html> so the content starts at the fade-in's first frame (global.css, "Language switch")
 * instead of flashing in its place first. The mark is used up at once: a reload just shows the
 * page. Kept tiny and dependency-free; the build adds its hash to the page's CSP.
 */
export const SWITCH_KEY = "leca:language-switch";

export const ARRIVAL_SCRIPT = `try{var s=sessionStorage,l=s.getItem("${SWITCH_KEY}");s.removeItem("${SWITCH_KEY}");if(l&&l===document.documentElement.lang)document.documentElement.setAttribute("data-arrival","fonts")}catch(e){}`;
