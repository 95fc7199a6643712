// The characters the Arabic face is cut to (prepare-fonts.mjs), in a file of their own so that a
// test can hold the site's Arabic copy against them (arabic-ranges.test.mjs).

/**
 * Arabic as the site's copy and its editors write it: the Arabic comma, semicolon and question
 * mark; hamza to yeh, tatweel, the harakat and the hamza/madda marks; Arabic-Indic digits with
 * the Arabic percent, decimal and thousands signs; superscript alef; the Eastern Arabic-Indic
 * digits the calculators accept as typed input (lib/calculator/parse-number.ts); then ZWNJ, ZWJ,
 * LRM and RLM.
 */
export const ARABIC_RANGES = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0670],
  [0x06f0, 0x06f9],
  [0x200c, 0x200f],
];

/** Unicode's Arabic blocks: the main one, the supplement, extended-A and the presentation forms. */
const ARABIC_BLOCKS = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

/** The characters of `text` from the Arabic blocks that the cut face does not have. */
export function missingFromArabicFace(text) {
  const missing = new Set();
  for (const char of text) {
    const code = char.codePointAt(0);
    if (!ARABIC_BLOCKS.test(char)) continue;
    if (!ARABIC_RANGES.some(([first, last]) => code >= first && code <= last)) missing.add(char);
  }
  return [...missing];
}
