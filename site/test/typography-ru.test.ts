import { dashboardMessages, messagesOf, type Messages } from "./support/messages";
import { facts, formatNumber } from "../src/lib/facts";

/**
 * Russian typography, kept by a test rather than by memory (issue 53): every message of
 * locales/ru, every Russian text of the sample news and gallery in content/sample and every
 * message of the dashboard's catalogs (admin/src/locales/ru), against the rules below. Each rule
 * also proves itself on a planted bad string and passes a good one,
 * so a rule that stops matching fails here instead of silently letting faults through.
 */

const NBSP = "\u00a0";

/** What stands before a unit: a digit or a {{placeholder}}. */
const FIGURE = String.raw`(?:\d|\}\})`;
/**
 * Units written after a figure; `(?!\p{L})` keeps «м» from matching «минут», «л» «литий». The
 * dashboard adds КБ, пикс., мин and «с» for seconds, the last only at the end of a phrase so the
 * preposition («версию {{version}} с версией») is not taken for a unit.
 */
const UNIT = String.raw`(?:(?:мм|м²|м³|м|кг\/м³|кг|МПа|МБ|КБ|л|литр\p{L}*|°C|мин|Вт\/\(м·К\)|\{\{unit\}\})(?!\p{L})|пикс\.|с(?=$|[.,;:)]))`;

interface Rule {
  id: string;
  why: string;
  /** A fault: any match fails the message. */
  fault: RegExp;
  planted: string;
  good: string;
  /** More planted faults and good strings (the dashboard's units). */
  also?: string[];
  alsoGood?: string[];
  /**
   * The rule as it applies to the dashboard, where it differs: there a {{placeholder}} is a name,
   * a date or a version («{{date}}, {{name}}»), so only typed figures can make a list.
   */
  dashboardFault?: RegExp;
}

/**
 * Messages a rule does not apply to, each with its reason: the dashboard's Markdown hint shows
 * the syntax itself, where «- списки» is a list marker, not a dash.
 */
const EXEMPT: Record<string, Record<string, string>> = {
  "dash-kind": { "dashboard/items:markdown.hint": "Markdown syntax: «- списки» is a list marker" },
};

const RULES: Rule[] = [
  {
    id: "unit-nbsp",
    why: "a no-break space (U+00A0) between a figure or {{placeholder}} and its unit",
    // No separator, a plain space or a narrow one: anything but U+00A0 before the unit.
    fault: new RegExp(String.raw`${FIGURE}(?:[ \u202f\t]|)${UNIT}`, "u"),
    planted: "Мешки по {{lecaBagSmall}} и {{lecaBagLarge}} л, до {{maxTemperature}} °C",
    good: `Мешки по {{lecaBagSmall}} и {{lecaBagLarge}}${NBSP}л, до {{maxTemperature}}${NBSP}°C`,
    also: [
      "Повторная попытка через {{seconds}} с.",
      "{{minutes}} мин {{seconds}}\u00a0с",
      "{{type}}, {{dimensions}} пикс., {{size}}\u00a0КБ",
    ],
    alsoGood: [`Сравнить версию {{version}} с версией {{previous}}; {{seconds}}${NBSP}с`],
  },
  {
    id: "dash-nbsp",
    why: "a no-break space before an em dash inside a line (a dash opens a line only in a list)",
    fault: /[^\n\u00a0]—|\u00a0—(?! |\n|$)/u,
    planted: "Керамзит LECA — лёгкий заполнитель",
    good: `Керамзит LECA${NBSP}— лёгкий заполнитель`,
  },
  {
    id: "dash-kind",
    why: "a dash between words is an em dash «—», not a spaced hyphen or en dash (ranges keep «–»)",
    fault: /\S[ \u00a0][-–][ \u00a0]/u,
    planted: "Одно сырьё - пять линеек продукции",
    good: `Одно сырьё${NBSP}— пять линеек; {{min}}–{{max}}${NBSP}мм`,
  },
  {
    id: "quotes",
    why: "«ёлочки» (and „лапки“ inside them), never straight or English curly quotes",
    fault: /["”]|(?<!„[^“”]*)“|(^|[\s(])'|'([\s.,;:!?)]|$)/u,
    planted: 'Упаковка "мягкий контейнер"',
    good: "Упаковка «мягкий контейнер» и «„Лапки“ внутри»",
  },
  {
    id: "decimal-comma",
    why: "a decimal comma: no 2.5 in Russian text",
    fault: /\d\.\d/u,
    planted: "Мешки по 2.5 л",
    good: `Мешки по 2,5${NBSP}л`,
  },
  {
    id: "figure-list",
    why: "figures with decimal commas are not listed with commas: «1; 2; 2,5 и 3», not «1, 2, 2,5 и 3»",
    fault: /(\d|\}\}),\s*(\d|\{\{)/u,
    planted: "по {{lecaBulkBag1}}, {{lecaBulkBag2}}, {{lecaBulkBag3}} и {{lecaBulkBag4}}",
    good: "по {{lecaBulkBag1}}; {{lecaBulkBag2}}; {{lecaBulkBag3}} и {{lecaBulkBag4}}",
    dashboardFault: /\d,\s*\d/u,
  },
];

/** Markup that is not prose: i18next placeholders are kept, Markdown list markers dropped. */
const prose = (text: string) => text.replace(/^[ \t]*[-*] /gm, "");

function faults(rule: Rule, messages: Messages): string[] {
  return [...messages].flatMap(([key, text]) => {
    if (EXEMPT[rule.id]?.[key]) return [];
    const match = rule.fault.exec(prose(text));
    if (!match) return [];
    const at = match.index;
    const context = prose(text).slice(Math.max(0, at - 20), at + match[0].length + 20);
    return [`${key}: …${context.replace(/\u00a0/g, "⍽")}…`];
  });
}

const messages = messagesOf("ru");
const dashboard = dashboardMessages("ru");

it("reads the Russian messages and the samples' Russian texts", () => {
  expect(messages.size).toBeGreaterThan(400);
  expect([...messages.keys()].some((key) => key.startsWith("sample/news/"))).toBe(true);
  expect(dashboard.size).toBeGreaterThan(400);
});

describe.each(RULES.map((rule) => [rule.id, rule] as const))("typography (ru): %s", (_, rule) => {
  it(`catches its planted fault and passes a good string (${rule.why})`, () => {
    expect(faults(rule, new Map([["planted", rule.planted]]))).toHaveLength(1);
    expect(faults(rule, new Map([["good", rule.good]]))).toEqual([]);
    for (const planted of rule.also ?? [])
      expect(faults(rule, new Map([["planted", planted]]))).toHaveLength(1);
    for (const good of rule.alsoGood ?? [])
      expect(faults(rule, new Map([["good", good]]))).toEqual([]);
  });

  it("finds no fault in any Russian text", () => {
    expect(faults(rule, messages)).toEqual([]);
  });

  it("finds no fault in the dashboard's Russian", () => {
    const asInDashboard = rule.dashboardFault ? { ...rule, fault: rule.dashboardFault } : rule;
    expect(faults(asInDashboard, dashboard)).toEqual([]);
    if (rule.dashboardFault) {
      expect(faults(asInDashboard, new Map([["planted", "2,5, 3 и 5"]]))).toHaveLength(1);
      expect(faults(asInDashboard, new Map([["good", "{{date}}, {{name}}"]]))).toEqual([]);
    }
  });
});

it("formats the facts' figures with a decimal comma and no-break grouping in Russian", () => {
  expect(formatNumber(facts.lecaPackaging.bulkBagsM3[2]!, "ru")).toBe("2,5");
  expect(formatNumber(facts.thermalConductivity.min, "ru", { fractionDigits: 2 })).toBe("0,10");
  expect(formatNumber(facts.calculator.limits.maxAreaM2, "ru")).toMatch(
    /^1[\u00a0\u202f]000[\u00a0\u202f]000$/,
  );
});
