// The font files an Arabic page's first paint is set in, for <link rel="preload"> in its head.
// The Arabic faces are "optional" (scripts/prepare-fonts.mjs): the browser uses one only if it is
// there within ~100 ms of the first paint, so without a preload, found only once the CSS is parsed
// and the page laid out, a first visit would never get it. Preloaded, both weights are requested
// with the HTML's first bytes, in parallel with the cover picture (measured when they were "swap":
// Lighthouse's mobile preset on an Arabic news page, 5 runs each, first contentful paint
// 1.67 s -> 1.06 s, performance 92-96 -> 95-99).
//
// English and Russian pages preload nothing, by measurement: Inter is "optional" there (scripts/prepare-fonts.mjs),
// so a preload only buys the first visit its own face instead of the metric-matched fallback, and
// the same A/B (6 runs each) scored them lower with it: /ru/ 94-98 against 97-99, an English news
// page 94-99 against 97-100. Painting earlier moved start-up script work into blocking time.
//
// The imports are the files .fonts/arabic.css declares, so webpack gives them the same hashed URLs.
import { isLang, LOCALES, type Locale } from "@leca/shared/languages";
import arabicBold from "../../../.fonts/ibm-plex-sans-arabic-arabic-700-normal.woff2";
import arabicRegular from "../../../.fonts/ibm-plex-sans-arabic-arabic-400-normal.woff2";

/** By the script a language is written in (the locale table's `script`). */
const PRELOADS: Partial<Record<Locale["script"], string[]>> = {
  // Latin words on Arabic pages (brand names, "English") are set in Inter, but only a few of
  // them: that file loads as the CSS asks and does not compete with the Arabic ones.
  Arab: [arabicRegular, arabicBold],
};

export const fontPreloadsFor = (language: string): string[] =>
  (isLang(language) && PRELOADS[LOCALES[language].script]) || [];
