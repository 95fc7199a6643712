import { dashboardMessages, messagesOf } from "./support/messages";

/**
 * Arabic typography, kept by a test rather than by memory (issue 53): every Arabic message of
 * locales/ar, every "ar" text of content/sample and every message of the dashboard's catalogs
 * (admin/src/locales/ar) is held to
 * - Arabic punctuation: no Latin comma, semicolon or question mark beside Arabic words (، ؛ ؟),
 *   and no space before an Arabic punctuation mark;
 * - one tanween spelling: the fathatan on the letter before the alif («رقمًا»), never on the alif
 *   («رقماً»);
 * - the units as UAE and Saudi specifications write them, as locales/GLOSSARY.md names them:
 *   كجم and كجم/م³ (not كغ), ميجاباسكال (not ميغاباسكال; ميجا for every mega-), مم (not ملم),
 *   كيلوجرام (not كيلوغرام), درجة مئوية (not °م);
 * - usage: تتسع له الحاوية (not «يتسع في حاوية»), and no «لـ» standing apart before a figure.
 * The glossary's forbidden terms are enforced by glossary.test.ts from its rules table; the last
 * test here plants a bad string for each rule of this file, so a rule that stops matching fails.
 */

/** An Arabic letter (hamza to yeh), without the diacritics, digits or punctuation of the block. */
const LETTER = "\\u0621-\\u064a";
/** Latin text that may stand in an Arabic sentence: placeholders, brand names, codes, units. */
const LATIN_RUN = /\{\{\s*\w+\s*\}\}|[A-Za-z0-9][A-Za-z0-9/.+·³²-]*/g;

interface Rule {
  id: string;
  why: string;
  /** Finds the offending part of a text, or null. */
  find: (text: string) => string | null;
  /** A string the rule must reject (its planted fault) and one it must accept. */
  bad: string;
  good: string;
}

const first = (pattern: RegExp) => (text: string) => text.match(pattern)?.[0] ?? null;
const word = (form: string) => new RegExp(`(?<![${LETTER}])${form}(?![${LETTER}])`, "u");

const RULES: Rule[] = [
  {
    id: "latin-punctuation",
    why: "Arabic sentences take ، ؛ ؟ — a Latin , ; ? beside an Arabic word is a typo",
    // Latin runs (a list of codes, a URL) may keep their own punctuation: blank them out first,
    // then a , ; ? with an Arabic letter within one space on either side is Arabic text.
    find: (text) =>
      first(new RegExp(`[${LETTER}][\\u064b-\\u0652\\u0640]*\\s?[,;?]|[,;?]\\s?[${LETTER}]`, "u"))(
        text.replace(LATIN_RUN, (run) => "x".repeat(run.length)),
      ),
    bad: "الأسطح, والأرضيات؛ هل تحتاج إلى عرض سعر?",
    good: "الأسطح، والأرضيات؛ هل تحتاج إلى عرض سعر؟ (PL110, PL111)",
  },
  {
    id: "space-before-punctuation",
    why: "no space before ، ؛ ؟",
    find: first(/\s[،؛؟]/u),
    bad: "الأسطح ، والأرضيات",
    good: "الأسطح، والأرضيات",
  },
  {
    id: "tanween",
    why: "one tanween spelling: «ًا» (fathatan before the alif), as the files write it",
    find: first(new RegExp(`[${LETTER}]اً`, "u")),
    bad: "يجب أن تكون المساحة رقماً",
    good: "يجب أن تكون المساحة رقمًا، مثل ماءً",
  },
  {
    id: "unit-kg",
    why: "kilogram is كجم (كجم/م³), as UAE and Saudi specifications write it",
    find: first(word("كغ")),
    bad: "{{density}} كغ/م³",
    good: "{{density}} كجم/م³",
  },
  {
    id: "unit-kilogram",
    why: "كيلوجرام, the spelling that goes with كجم",
    find: first(/كيلوغرام/u),
    bad: "كل كيلوغرام يُوفَّر",
    good: "كل كيلوجرام يُوفَّر",
  },
  {
    id: "unit-mega",
    why: "mega- is ميجا (ميجاباسكال, ميجابايت, ميجابكسل), as UAE and Saudi specifications write it",
    find: first(/ميغا/u),
    bad: "{{strength}} ميغاباسكال",
    good: "{{strength}} ميجاباسكال",
  },
  {
    id: "unit-mm",
    why: "one spelling of millimetres: مم",
    find: first(word("ملم")),
    bad: "{{drainAggregateMax}} ملم",
    good: "{{drainAggregateMax}} مم، انخفاضًا ملموسًا",
  },
  {
    id: "unit-celsius",
    why: "one spelling of degrees Celsius: درجة مئوية",
    find: first(/°\s?م/u),
    bad: "{{maxTemperature}} °م",
    good: "{{maxTemperature}} درجة مئوية",
  },
  {
    id: "fits-in",
    why: "the container holds the load: تتسع له الحاوية, not the common error «يتسع في حاوية»",
    find: first(new RegExp(`(?<![${LETTER}])[يت]تسع في`, "u")),
    bad: "وهل يتسع في حاوية.",
    good: "وهل تتسع له حاوية؟ لا تتسع هذه الرسالة لمزيد من الملاحظات.",
  },
  {
    id: "detached-lam",
    why: "no «لـ» standing apart before a number or a {{placeholder}}: سعة {{size}}, or لـ joined to a word",
    find: first(/(?<![\u0621-\u064a])لـ\s/u),
    bad: "حاويات كاملة تتسع لـ {{lecaContainerSmall}} م³",
    good: "حاويات كاملة سعة {{lecaContainerSmall}} م³، لـLECA Gulf",
  },
];

const faults = (rule: Rule, texts: Map<string, string>) =>
  [...texts].flatMap(([key, text]) => {
    const found = rule.find(text);
    return found === null ? [] : [`${key}: «${found}»`];
  });

const messages = messagesOf("ar");
const dashboard = dashboardMessages("ar");

it("reads the Arabic locale files and the samples' Arabic", () => {
  expect(messages.size).toBeGreaterThan(500);
  expect([...messages.keys()].some((key) => key.startsWith("sample/news/"))).toBe(true);
  expect(dashboard.size).toBeGreaterThan(400);
});

describe.each(RULES.map((rule) => [rule.id, rule] as const))("typography (ar): %s", (_, rule) => {
  it(`holds in every Arabic text (${rule.why})`, () => {
    expect(faults(rule, messages)).toEqual([]);
  });

  it("holds in the dashboard's Arabic", () => {
    expect(faults(rule, dashboard)).toEqual([]);
  });

  it("rejects its planted bad string and accepts the good one", () => {
    expect(rule.find(rule.bad)).not.toBeNull();
    expect(rule.find(rule.good)).toBeNull();
  });
});
