import { mergeValues } from "./merge-values";

describe("merging an editor's values with a newer save", () => {
  const base = { title: { en: "Roofs", ar: "أسطح" }, excerpt: { en: "Old" }, images: [1, 2] };

  it("takes each side's change where only one side changed a field", () => {
    const mine = { ...base, title: { en: "Green roofs", ar: "أسطح" } };
    const theirs = { ...base, excerpt: { en: "New" }, images: [2, 1] };
    expect(mergeValues(base, mine, theirs)).toEqual({
      merged: { title: { en: "Green roofs", ar: "أسطح" }, excerpt: { en: "New" }, images: [2, 1] },
      conflicts: [],
    });
  });

  it("names a field both changed differently, keeping mine until the admin picks", () => {
    const mine = { ...base, title: { en: "Mine", ar: "أسطح" } };
    const theirs = { ...base, title: { en: "Theirs", ar: "أسطح خضراء" } };
    expect(mergeValues(base, mine, theirs)).toEqual({
      merged: { ...base, title: { en: "Mine", ar: "أسطح خضراء" } },
      conflicts: [{ path: "title.en", mine: "Mine", theirs: "Theirs" }],
    });
  });

  it("sees no conflict where both made the same change", () => {
    const both = { ...base, excerpt: { en: "Same" } };
    expect(mergeValues(base, both, both).conflicts).toEqual([]);
  });
});
