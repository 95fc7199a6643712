import { SLUG_PATTERN } from "../src/contracts";
import { slugFromTitle } from "../src/slug";

// The API makes these when a new item comes without a slug, and the dashboard shows them while the
// title is typed: one function for both, so what an editor sees is what the API stores.
const CASES: [string, string][] = [
  ["Green Roofs in Dubai!", "green-roofs-in-dubai"],
  [
    "  LECA — lighter concrete, 25%–40% less dead load  ",
    "leca-lighter-concrete-25percent-40percent-less-dead-load",
  ],
  ["Çelik & Ölçü: Über Café", "celik-and-olcu-uber-cafe"],
  // Arabic letters transliterate: a slug stays ASCII.
  ["أسطح خضراء", "asth-khdhraa"],
  // Cut at 80 characters, at a word boundary.
  [
    "A".repeat(30) + " " + "word ".repeat(30),
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-word-word-word-word-word-word-word-word-word",
  ],
  // Nothing a slug can be made of.
  ["!!! ???", "item"],
];

describe("slugFromTitle", () => {
  it.each(CASES)("%j -> %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.length).toBeLessThanOrEqual(80);
  });
});
