import fs from "node:fs";
import path from "node:path";
import { byLanguage, LANGUAGES, type Lang as Language } from "@leca/shared/languages";
import { formatNumber as formatFigure } from "@leca/shared/i18n";
import { CONTENT_DIR } from "../paths";

/**
 * The sample items' texts, made at seeding: figures come from content/facts/facts.json as the
 * site's messages take them ({{maxTemperature}} and the other names in its "placeholders"), and
 * dates count back from the day of seeding ("publishedDaysAgo"). Typed figures drifted from the
 * facts file; fixed dates went stale (or lay in the future).
 */

const FACTS_FILE = path.join(CONTENT_DIR, "facts", "facts.json");

/** Figures print as in the API's messages and on the site (@leca/shared/i18n). */
export { formatFigure };

type Placeholder = string | { path: string; fractionDigits?: number };
interface Facts {
  placeholders: Record<string, Placeholder>;
}

const readFacts = (): Facts => JSON.parse(fs.readFileSync(FACTS_FILE, "utf8")) as Facts;

function resolve(facts: unknown, at: string): unknown {
  return at.split(".").reduce<unknown>((node, part) => {
    if (node === null || typeof node !== "object") return undefined;
    return (node as Record<string, unknown>)[part];
  }, facts);
}

/** Every placeholder of facts.json, formatted for one language. */
export function factValues(language: Language, facts: Facts = readFacts()): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, placeholder] of Object.entries(facts.placeholders)) {
    const { path: at, fractionDigits } =
      typeof placeholder === "string"
        ? { path: placeholder, fractionDigits: undefined }
        : placeholder;
    const value = resolve(facts, at);
    if (typeof value === "number")
      values.set(name, formatFigure(value, language, { fractionDigits }));
    else if (typeof value === "string") values.set(name, value);
    else throw new Error(`facts.json: placeholder "${name}" points to nothing at "${at}"`);
  }
  return values;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function interpolate(text: string, values: Map<string, string>, where: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`${where}: facts.json has no placeholder {{${name}}}`);
    return value;
  });
}

const isLanguage = (key: string): key is Language => (LANGUAGES as readonly string[]).includes(key);

/** A { en, ar, ru } object: each text interpolated with its own language's figures. */
function fill(
  node: unknown,
  values: Record<Language, Map<string, string>>,
  where: string,
): unknown {
  if (Array.isArray(node)) return node.map((item, i) => fill(item, values, `${where}[${i}]`));
  if (!node || typeof node !== "object") return node;
  const entries = Object.entries(node);
  const texts =
    entries.length > 0 && entries.every(([key, v]) => isLanguage(key) && typeof v === "string");
  return Object.fromEntries(
    entries.map(([key, value]) => [
      key,
      texts && isLanguage(key)
        ? interpolate(value as string, values[key], `${where}.${key}`)
        : fill(value, values, `${where}.${key}`),
    ]),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Samples are dated at 08:00 UTC (noon in Dubai) of their day. */
const PUBLISHED_HOUR_UTC = 8;

/**
 * One sample file as the item input the API takes: texts with the figures of facts.json, and
 * `publishedDaysAgo` (at least 1, so an item seeded before 08:00 is not scheduled for later that
 * day) turned into `publishedAt`.
 */
export function sampleInput(
  sample: Record<string, unknown>,
  now: Date,
  name = "sample",
  facts: Facts = readFacts(),
): Record<string, unknown> {
  const { publishedDaysAgo, ...rest } = sample;
  if (!Number.isInteger(publishedDaysAgo) || (publishedDaysAgo as number) < 1)
    throw new Error(`${name}: "publishedDaysAgo" must be a whole number of days, at least 1`);
  const day = Math.floor(now.getTime() / DAY_MS) - (publishedDaysAgo as number);
  const values = byLanguage((lang) => factValues(lang, facts));
  return {
    ...(fill(rest, values, name) as Record<string, unknown>),
    publishedAt: new Date(day * DAY_MS + PUBLISHED_HOUR_UTC * 60 * 60 * 1000).toISOString(),
  };
}
