import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import plexArabicBold from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2";
import plexArabicRegular from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2";
import type { Language } from "./languages";

/**
 * The font files each language's first screen is set in (the same files the stylesheets'
 * @font-face rules name; the bundler gives both the same hashed URL). Requested from <head>,
 * they arrive before the first layout instead of being discovered by it, so text is not first
 * drawn in the fallback face and then swapped, and never half in one face and half in the other
 * when one subset comes before the other (which re-wrapped the Russian hero title). Arabic pages
 * also carry Latin text (the brand name), hence Inter there too.
 */
export const FIRST_SCREEN_FONTS: Record<Language, readonly string[]> = {
  en: [interLatin],
  ru: [interLatin, interCyrillic],
  ar: [plexArabicRegular, plexArabicBold, interLatin],
};
