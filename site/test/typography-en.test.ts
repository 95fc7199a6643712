import fs from "node:fs";
import path from "node:path";
import { dashboardMessages, messagesOf } from "./support/messages";

/**
 * English typography, kept by a test rather than by memory (issue 53): every message of
 * locales/en (the site's words and the API's, errors.json) and the English of the sample news
 * and gallery in content/sample. Each rule carries a planted bad string it must catch and a good
 * one it must let through, so a rule that stops matching fails here instead of going quiet.
 * A rule marked `dashboard` holds in the dashboard's English catalogs (admin/src/locales/en) too.
 */

const ROOT = path.resolve(__dirname, "../..");
const ENGLISH = path.join(ROOT, "locales/en");

/** A figure: a digit, or a placeholder's closing braces. */
const FIGURE = String.raw`(?:\d|\}\})`;
/** What opens a figure: a digit, or a placeholder's opening braces. */
const FIGURE_START = String.raw`(?:\d|\{\{)`;
/** The units the copy prints. */
const UNIT = String.raw`(?:mm|cm|m|m²|m³|km|kg|kg\/m³|t|kN|MPa|L|°C|W|kW|kWh|MB)`;
/** British words the copy uses (the -ise spelling, as its "specialising", "optimised"). */
const NOT_IZE = ["seize", "prize", "capsize", "resize", "oversize", "undersize", "downsize"];

interface Rule {
  id: string;
  why: string;
  pattern: RegExp;
  /** Planted fault: the rule must catch it. */
  bad: string;
  /** The right form: the rule must let it through. */
  good: string;
  /** Messages the rule leaves alone, each with its reason (keys as messagesOf gives them). */
  except?: Record<string, string>;
  /** The rule holds in the dashboard's English catalogs as well. */
  dashboard?: boolean;
}

/** Texts site-spec.md quotes word for word, three full stops included (locales/GLOSSARY.md). */
const SPEC_THREE_DOTS = "site-spec.md quotes it word for word, with three full stops";

const RULES: Rule[] = [
  {
    id: "si-thermal-conductivity",
    why: "thermal conductivity is written W/(m·K), as SI (ISO 80000-5) writes it",
    pattern: /W\s?\/\s?m\s?[.·*]?\s?K\b/u,
    bad: "a thermal conductivity of about 0.10–0.13 W/mK",
    good: "a thermal conductivity of about 0.10–0.13 W/(m·K)",
  },
  {
    id: "si-superscripts",
    why: "m² and m³ with superscripts, never m2, m3, m^3 or kg/m3 in prose",
    pattern: /(?<![\p{L}\d])(?:kg\/)?m\^?[23](?![\p{L}\d])|\b(?:sq|cu)\.? ?m\b|\bcbm\b/u,
    bad: "bulk bags of 1 and 2 m3, dry density 1,400 kg/m3",
    good: "bulk bags of 1 and 2 m³, dry density 1,400 kg/m³, the product FL700",
  },
  {
    id: "number-unit-space",
    why: "a space between a number and its unit (10 mm, 1200 °C, 25 MPa); % is the glossary's exception",
    pattern: new RegExp(`${FIGURE}${UNIT}(?![\\p{L}\\d])`, "u"),
    bad: "a coated grade of 10–25mm, fired at 1200°C, {{max}}MPa",
    good: "a coated grade of 10–25 mm, fired at 1,200 °C, {{max}} MPa, 26%, C40/50, SC1400",
  },
  {
    id: "unit-symbol-case",
    why: "unit symbols as SI writes them: MPa, kg, kN, mm (not Mpa, KG, kn, MM)",
    pattern: new RegExp(
      `${FIGURE}[ \\u00a0\\u202f](?:Mpa|mpa|MPA|KG|Kg|kgs|KN|kn|MM|Mm|ltr|lt|mtr|sqm|cum)(?![\\p{L}\\d])`,
      "u",
    ),
    bad: "up to 70 Mpa at 25 KG a bag",
    good: "up to 70 MPa at 25 kg a bag",
  },
  {
    id: "range-en-dash",
    why: "ranges of figures take an en dash, closed up: 25–42%, 10–25 mm",
    pattern: new RegExp(`${FIGURE}(?:\\s*[-—‒]\\s*|\\s+–\\s*|\\s*–\\s+)${FIGURE_START}`, "u"),
    bad: "structural LECA concrete weighs 25-42% less, or 10 – 25 mm",
    good: "structural LECA concrete weighs 25–42% less, or {{min}}–{{max}} mm",
  },
  {
    id: "multiplication-sign",
    why: "a count or a product of figures takes ×, not the letter x",
    pattern: new RegExp(`${FIGURE}\\s?[xX]\\s?${FIGURE_START}`, "u"),
    bad: "{{count}} x {{size}} m³ container, 2x3 m",
    good: "{{count}} × {{size}} m³ container",
  },
  {
    id: "british-ise",
    why: "British spelling as the files use it: -ise, not -ize (specialising, optimised, colonised)",
    pattern: new RegExp(
      `(?<!\\p{L})(?!(?:${NOT_IZE.join("|")})\\b)\\p{L}{2,}i[zZ](?:e|es|ed|ing|ation|ations|er|ers)(?!\\p{L})|\\p{L}+y[zZ](?:e|es|ed|ing)(?!\\p{L})`,
      "u",
    ),
    bad: "an optimized mix colonized by bacteria; analyze the water",
    good: "an optimised mix colonised by bacteria in every grain size; analyse the water; resize it",
  },
  {
    id: "british-words",
    why: "British spelling as the files use it: colour, centre, metre, litre, fibre, grey, mould, programme, neighbouring",
    pattern:
      /\b(?:colors?|centers?|centered|meters?|liters?|fibers?|gray|molds?|program|programs|favors?|behaviors?|neighbors?|neighboring|labors?|aluminum|catalogs?|defense|sulfates?|tires?|curbs?)\b/iu,
    bad: "a gray fiber-reinforced liter of mold near the garden center",
    good: "a grey fibre-reinforced litre of mould near the garden centre, on the programme",
  },
  {
    id: "unit-word-modifier",
    why: "a number and a spelled-out unit before a noun take a hyphen: 50-litre bags, 50- and 100-litre bags",
    pattern: new RegExp(
      `${FIGURE}[ \\u00a0](?:litre|metre|millimetre|centimetre|kilogram|tonne)(?![\\p{L}\\d-])`,
      "u",
    ),
    bad: "in {{small}} and {{large}} litre bags, or a 2 metre strip",
    good: "in {{small}}- and {{large}}-litre bags, bags of 50 litres, a 2-metre strip",
  },
  {
    id: "ellipsis",
    why: "an ellipsis is one character (…), as «Loading…» and «Checking…» write it, except where the spec fixes the text",
    pattern: /\.\.\./u,
    bad: "Checking...",
    good: "Checking…",
    except: {
      "contact:submit.sending": SPEC_THREE_DOTS,
      "login:submit.sending": SPEC_THREE_DOTS,
      "errors:contact.address": SPEC_THREE_DOTS,
      "errors:contact.postalCode": SPEC_THREE_DOTS,
      "dashboard/items:markdown.hint":
        "Markdown's own link syntax, with an elided address: [links](https://...)",
    },
    dashboard: true,
  },
];

const messages = messagesOf("en");
const dashboard = dashboardMessages("en");

it("reads the English of every locale file and of the samples", () => {
  expect(fs.readdirSync(ENGLISH).filter((name) => name.endsWith(".json")).length).toBe(20);
  expect(messages.has("errors:server.error")).toBe(true);
  expect([...messages.keys()].some((key) => key.startsWith("sample/news/"))).toBe(true);
  expect(messages.size).toBeGreaterThan(400);
});

describe.each(RULES)("typography (en): $id", (rule) => {
  it("catches its planted bad string", () => {
    expect(rule.pattern.test(rule.bad)).toBe(true);
  });

  it("lets the right form through", () => {
    expect(rule.pattern.test(rule.good)).toBe(false);
  });

  it(`holds in every English message: ${rule.why}`, () => {
    const found = [...messages, ...(rule.dashboard ? dashboard : [])]
      .filter(([key]) => !(key in (rule.except ?? {})))
      .filter(([, text]) => rule.pattern.test(text))
      .map(([key, text]) => `${key}: ${text.match(rule.pattern)?.[0] ?? ""}`);
    expect(found).toEqual([]);
  });
});

it("leaves alone only messages that exist and that the rule would catch", () => {
  const all = new Map([...messages, ...dashboard]);
  const stale = RULES.flatMap((rule) =>
    Object.keys(rule.except ?? {})
      .filter((key) => !rule.pattern.test(all.get(key) ?? ""))
      .map((key) => `${rule.id}: ${key}`),
  );
  expect(stale).toEqual([]);
});
