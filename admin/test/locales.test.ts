import fs from "node:fs";
import path from "node:path";

// The dashboard's catalogs (src/locales/<lang>/<area>.json): Arabic and Russian say everything
// English says, in their own plural forms, with the same placeholders, in their own script.
const DIR = path.join(__dirname, "..", "src", "locales");
type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const read = (language: string, area: string) =>
  leaves(JSON.parse(fs.readFileSync(path.join(DIR, language, area), "utf8")) as Tree);
/** Plural keys by their base: "unread_one", "unread_other" -> "unread". */
const bases = (keys: Iterable<string>) => new Set([...keys].map((key) => key.replace(PLURAL, "")));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const pluralBases = (keys: Iterable<string>) =>
  new Set([...keys].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, "")));

const AREAS = fs.readdirSync(path.join(DIR, "en")).filter((file) => file.endsWith(".json"));
const SCRIPTS = { ar: /[\u0600-\u06FF]/, ru: /[а-яё]/i } as const;

describe.each(["ar", "ru"] as const)("the %s catalogs", (language) => {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it("have the same areas as English", () => {
    expect(fs.readdirSync(path.join(DIR, language)).sort()).toEqual([...AREAS].sort());
  });

  it.each(AREAS)("%s: every English text, nothing else, in the language's plural forms", (area) => {
    const en = read("en", area);
    const other = read(language, area);
    expect([...bases(other.keys())].sort()).toEqual([...bases(en.keys())].sort());
    for (const base of pluralBases(en.keys())) {
      for (const category of categories) {
        expect(other.has(`${base}_${category}`) ? `${base}_${category}` : "missing").toBe(
          `${base}_${category}`,
        );
      }
    }
  });

  it.each(AREAS)("%s: the same placeholders, no empty text, written in the language", (area) => {
    const en = read("en", area);
    for (const [key, text] of read(language, area)) {
      const source = en.get(key) ?? en.get(`${key.replace(PLURAL, "")}_other`) ?? "";
      // A plural form may leave the number out ("no messages", Arabic's "two messages").
      const expected = placeholders(source).filter(
        (name) => !(PLURAL.test(key) && name === "count" && !placeholders(text).includes("count")),
      );
      expect([key, placeholders(text)]).toEqual([key, expected]);
      expect([key, text.trim().length > 0]).toEqual([key, true]);
      // A text with words in English has words in the language (brand names may stay Latin).
      if (/[A-Za-z]{3}/.test(source.replace(/\{\{\s*\w+\s*\}\}/g, "")))
        expect([key, SCRIPTS[language].test(text)]).toEqual([key, true]);
    }
  });
});
