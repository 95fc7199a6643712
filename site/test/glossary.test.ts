import fs from "node:fs";
import path from "node:path";
import { dashboardMessages, messagesOf, type Messages } from "./support/messages";
import { LANGUAGES, type Lang as Language } from "@leca/shared/languages";

/**
 * locales/GLOSSARY.md, enforced: every message of every locale, and the sample news and gallery
 * texts in content/sample, and the dashboard's catalogs (admin/src/locales) in every language, against
 * - the wordings the glossary's "Rules the test enforces" table says to avoid (read from the
 *   Markdown: a rule changes there, not here), the dashboard's read beside its English, so one
 *   term holds across the site and the dashboard;
 * - an Arabic title that opens with a Latin letter;
 * - a figure typed into copy instead of a {{placeholder}} from content/facts/facts.json.
 */

const ROOT = path.resolve(__dirname, "../..");
const LOCALES = path.join(ROOT, "locales");
const GLOSSARY = path.join(LOCALES, "GLOSSARY.md");

interface Rule {
  id: string;
  language: Language | "all";
  avoid: RegExp;
  /** The rule applies only where the key or the English text matches (or, negated, does not). */
  where: { pattern: RegExp; negated: boolean } | null;
  why: string;
}

/** Cells of a Markdown table row; `\|` is a literal bar, backticks around a cell are dropped. */
const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) =>
      cell
        .trim()
        .replace(/^`(.*)`$/, "$1")
        .replace(/\\\|/g, "|"),
    );

function rulesOf(markdown: string): Rule[] {
  const section = markdown.split(/^## Rules the test enforces$/m)[1]?.split(/^## /m)[0] ?? "";
  const rows = section.split("\n").filter((line) => line.trim().startsWith("|"));
  return rows.slice(2).map((row) => {
    const [id = "", language = "", avoid = "", where = "", why = ""] = cellsOf(row);
    if (!["all", ...LANGUAGES].includes(language))
      throw new Error(`GLOSSARY.md: rule "${id}" has an unknown language "${language}"`);
    const negated = where.startsWith("!");
    return {
      id,
      language: language as Rule["language"],
      avoid: new RegExp(avoid, "iu"),
      where: where
        ? { pattern: new RegExp(negated ? where.slice(1) : where, "iu"), negated }
        : null,
      why,
    };
  });
}

function wordingsToAvoid(
  rules: Rule[],
  language: Language,
  messages: Messages,
  english: Messages,
): string[] {
  const applying = rules.filter((rule) => rule.language === "all" || rule.language === language);
  return [...messages].flatMap(([key, text]) =>
    applying
      .filter((rule) => {
        if (!rule.avoid.test(text)) return false;
        if (!rule.where) return true;
        const context = `${key} ${english.get(key) ?? ""}`;
        return rule.where.pattern.test(context) !== rule.where.negated;
      })
      .map((rule) => `${key}: ${rule.id} (${rule.why}): ${text.match(rule.avoid)?.[0] ?? ""}`),
  );
}

/** Title-like keys: what a reader sees as a heading, a name or a label. */
const TITLE_KEY = /(^|[.:])(title|heading|header|name|term|label)$|Heading$/;
/** Titles that stay Latin, each with its reason. */
const LATIN_TITLES: Record<string, string> = {
  "common:brand.name": "the company's name, a brand written in Latin and marked lang=en",
};
/** What may stand before a title's first letter: space, bidi marks and isolates, brackets. */
const LEADING = /^[\s\u061c\u200e\u200f\u2066-\u2069«"'(]*/u;

function latinTitles(messages: Messages): string[] {
  return [...messages]
    .filter(([key]) => TITLE_KEY.test(key) && !(key in LATIN_TITLES))
    .filter(([, text]) => /^[A-Za-z]/.test(text.replace(LEADING, "")))
    .map(([key, text]) => `${key}: ${text}`);
}

/** Digits that are not product figures, each with its reason (keys: "ns:key", any when absent). */
const NOT_FIGURES: { key?: string; pattern: RegExp; why: string }[] = [
  {
    pattern: /\b[A-Z]{2}\d{3,4}\b/g,
    why: "Lecamix product codes (SC1400, PL110, FL400, MA100...) are names, not figures",
  },
  {
    key: "contact:fields.phoneHint",
    pattern: /\+971 50 123 4567/g,
    why: "an example of how to write a phone number, not a product figure",
  },
];
const DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9]/u;

function typedFigures(messages: Messages): string[] {
  return [...messages].flatMap(([key, text]) => {
    let rest = text.replace(/\{\{\s*\w+\s*\}\}/g, " ");
    for (const allowed of NOT_FIGURES)
      if (!allowed.key || allowed.key === key) rest = rest.replace(allowed.pattern, " ");
    const at = rest.search(DIGIT);
    return at < 0 ? [] : [`${key}: …${rest.slice(Math.max(0, at - 25), at + 25)}…`];
  });
}

const rules = rulesOf(fs.readFileSync(GLOSSARY, "utf8"));
const english = messagesOf("en");

it("reads the glossary's rules (a change in its table's layout must not silence the test)", () => {
  expect(rules.length).toBeGreaterThanOrEqual(20);
  for (const language of ["all", ...LANGUAGES])
    expect(rules.some((rule) => rule.language === language)).toBe(true);
});

describe.each(LANGUAGES)("glossary: %s", (language) => {
  const messages = language === "en" ? english : messagesOf(language);

  it("uses none of the wordings the glossary says to avoid", () => {
    expect(wordingsToAvoid(rules, language, messages, english)).toEqual([]);
  });

  it("types no figure into copy: figures come from facts.json as {{placeholders}}", () => {
    expect(typedFigures(messages)).toEqual([]);
  });

  if (language === "ar") {
    it("opens every title with an Arabic word, not a Latin one", () => {
      expect(latinTitles(messages)).toEqual([]);
    });

    // One term per thing across the site and the dashboard (issue 53): the dashboard's Arabic
    // keeps the same rules, with the dashboard's English as the context of a rule's "where".
    it("keeps the dashboard's Arabic to the same rules", () => {
      const dashboard = dashboardMessages(language);
      expect(dashboard.size).toBeGreaterThan(400);
      expect(wordingsToAvoid(rules, language, dashboard, dashboardMessages("en"))).toEqual([]);
    });
  }
});

describe("glossary: the dashboard (ru)", () => {
  const dashboard = dashboardMessages("ru");
  const dashboardEnglish = dashboardMessages("en");

  it("reads the dashboard's Russian and English", () => {
    expect(dashboard.size).toBeGreaterThan(400);
    expect(dashboardEnglish.size).toBeGreaterThan(400);
  });

  it("uses none of the wordings the glossary says to avoid in Russian", () => {
    expect(wordingsToAvoid(rules, "ru", dashboard, dashboardEnglish)).toEqual([]);
  });
});

describe("glossary: the dashboard's English", () => {
  const dashboard = dashboardMessages("en");

  it("reads the dashboard's catalogs", () => {
    expect(dashboard.has("dashboard/desk:title")).toBe(true);
    expect(dashboard.size).toBeGreaterThan(300);
  });

  it("uses none of the wordings the glossary says to avoid", () => {
    expect(wordingsToAvoid(rules, "en", dashboard, dashboard)).toEqual([]);
  });
});
