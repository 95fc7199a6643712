import facts from "../../../content/facts/facts.json";

/** Product figures live once in content/facts/facts.json; words live in locales/. */
export type Facts = typeof facts;
export { facts };

/** Number formats per site language: Latin digits in Arabic too, as UAE technical sheets use. */
export const NUMBER_LOCALES: Record<string, string> = { en: "en-GB", ar: "ar-AE", ru: "ru-RU" };

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language] ?? "en-GB", {
    maximumFractionDigits: 2,
  }).format(value);
}

function resolve(path: string): unknown {
  return path.split(".").reduce<unknown>((node, part) => {
    if (node === null || typeof node !== "object") return undefined;
    return (node as Record<string, unknown>)[part];
  }, facts);
}

/**
 * The interpolation values every message may use ({{maxTemperature}}, ...), each figure
 * formatted for the language. A placeholder pointing nowhere throws at build, never ships blank.
 */
export function factValues(language: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, path] of Object.entries(facts.placeholders)) {
    const value = resolve(path);
    if (typeof value === "number") values[name] = formatNumber(value, language);
    else if (typeof value === "string") values[name] = value;
    else throw new Error(`facts.json: placeholder "${name}" points to nothing at "${path}"`);
  }
  return values;
}
