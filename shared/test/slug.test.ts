// The API's own rule, read straight from its source: the two must never drift apart.
import { slugFromTitle as apiSlugFromTitle } from "../../../api/src/services/items/slugs";
import { slugFromTitle } from "./slug";

const TITLES = [
  "Green Roofs in Dubai!",
  "  LECA — lighter concrete, 25%–40% less dead load  ",
  "Çelik & Ölçü: Über Café",
  "أسطح خضراء",
  "A".repeat(30) + " " + "word ".repeat(30),
];

describe("slugs made in the browser", () => {
  it.each(TITLES)("match the API's for %j", (title) => {
    expect(slugFromTitle(title)).toBe(apiSlugFromTitle(title));
  });
});
