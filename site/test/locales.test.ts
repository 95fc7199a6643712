import fs from "node:fs";
import path from "node:path";
import { ITEM_KINDS } from "@leca/shared/contracts";
import { LANGUAGES } from "@leca/shared/languages";
import { facts } from "../src/lib/facts";

const LOCALES = path.resolve(__dirname, "../../locales");
const TRANSLATIONS = ["ar", "ru"] as const;

type Messages = { [key: string]: string | Messages };

/** Every message of one namespace file as "dot.path" → text. */
function flatten(node: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(at, value);
    else for (const [inner, text] of flatten(value, at)) out.set(inner, text);
  }
  return out;
}

const read = (language: string, ns: string): Map<string, string> =>
  flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${ns}.json`), "utf8")));

const namespacesOf = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => path.basename(file, ".json"))
    .sort();

// i18next v22 plural suffixes: each language needs exactly its own CLDR categories.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralCategories = (language: string) =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

/** Keys with plural suffixes folded to "key_{plural}", each with the suffixes it has. */
function shape(messages: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of messages.keys()) {
    const plural = PLURAL.exec(key);
    const base = plural ? `${key.slice(0, plural.index)}_{plural}` : key;
    out.set(base, [...(out.get(base) ?? []), ...(plural?.[1] ? [plural[1]] : [])].sort());
  }
  return out;
}

const placeholdersIn = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();

/** Values the code passes at run time, besides the figures of facts.json. */
const RUNTIME_VALUES = new Set([
  "count",
  "current",
  "total",
  "group",
  "language",
  "date",
  "alt",
  "megabytes",
  "year",
  "page",
  "title",
  // The API's quote errors: the pack sizes, classes or containers the facts file offers, listed.
  "sizes",
  // The calculators' results (issue 21), each figure formatted for the page's language.
  "allowance",
  "density",
  "example",
  "litres",
  "mass",
  "max",
  "net",
  "pack",
  "percent",
  "size",
  "strength",
  "supplied",
  "surplus",
  "volume",
  // The product pages' key figures (issue 21): a list, a range, a value with its unit, a URL.
  "items",
  "last",
  "min",
  "unit",
  "url",
  "value",
]);

/**
 * Latin script an Arabic or Russian reader is meant to see: product and company names, product
 * codes, strength classes, units, file formats and key caps. Anything else in Latin letters is
 * untranslated English.
 */
const LATIN_ALLOWED = [
  /LECA Gulf/g,
  /\bLECA\b/g,
  /\bLecapon\b/g,
  /\bLecamix\b/g,
  /\b[A-Z]{2}\d{3,4}\b/g, // SC1400, PL110, FL400, MA100
  /\bC\d{2}\/\d{2}\b/g, // C40/50
  /°C/g,
  /\bW\/mK\b/g,
  /\bMPa\b/g,
  /\bkg\/m[³3]\b/g,
  /\bm[³3]\b/g,
  /\bmm\b/g,
  /\bpH\b/g,
  /\bWhatsApp\b/g,
  /\b(JPEG|PNG|WebP|AVIF)\b/g,
  /\bEsc\b/g,
];

function latinWords(text: string): string[] {
  let rest = text.replace(/\{\{\s*\w+\s*\}\}/g, " ");
  for (const allowed of LATIN_ALLOWED) rest = rest.replace(allowed, " ");
  return rest.match(/[A-Za-z]+/g) ?? [];
}

// A content kind's list and item pages speak from the namespace named after it; the tests below
// then hold its Arabic and Russian to the English.
it.each(ITEM_KINDS)("has the words of the content kind %s", (kind) => {
  expect(namespacesOf("en")).toContain(kind);
});

describe.each(namespacesOf("en"))("locales: %s", (ns) => {
  const english = read("en", ns);

  it.each(TRANSLATIONS)("has every English key in %s, and no other", (language) => {
    expect(fs.existsSync(path.join(LOCALES, language, `${ns}.json`))).toBe(true);
    const translated = shape(read(language, ns));
    const expected = shape(english);
    expect([...translated.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, suffixes] of translated) {
      if (key.endsWith("_{plural}"))
        expect([key, suffixes]).toEqual([key, pluralCategories(language)]);
    }
  });

  it.each(LANGUAGES)("has no empty message in %s", (language) => {
    const empty = [...read(language, ns)].filter(([, text]) => text.trim() === "");
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it("uses only placeholders that facts.json or the code provide", () => {
    const known = new Set([...Object.keys(facts.placeholders), ...RUNTIME_VALUES]);
    const unknown = [...english].flatMap(([key, text]) =>
      placeholdersIn(text)
        .filter((name) => !known.has(name))
        .map((name) => `${key}: {{${name}}}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(TRANSLATIONS)("uses the English placeholders in %s", (language) => {
    const translated = read(language, ns);
    const base = (key: string) => key.replace(PLURAL, "");
    const englishByBase = new Map([...english].map(([key, text]) => [base(key), text]));
    const mismatched = [...translated].filter(([key, text]) => {
      const source = englishByBase.get(base(key));
      if (source === undefined) return false;
      // A plural form may leave out {{count}} ("one item" written as a word).
      const without = (names: string[]) => names.filter((name) => name !== "count");
      return without(placeholdersIn(text)).join() !== without(placeholdersIn(source)).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it.each(TRANSLATIONS)("leaves no English words in %s", (language) => {
    const english = [...read(language, ns)].flatMap(([key, text]) =>
      latinWords(text).map((word) => `${key}: ${word}`),
    );
    expect(english).toEqual([]);
  });
});

it("covers the same namespaces in every language", () => {
  for (const language of TRANSLATIONS) expect(namespacesOf(language)).toEqual(namespacesOf("en"));
});
