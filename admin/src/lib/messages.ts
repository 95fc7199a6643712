// The API's English messages: the dashboard's own checks say exactly what the server would.
import errors from "../../../locales/en/errors.json";

type Tree = { [key: string]: string | Tree };

const PLURALS = new Intl.PluralRules("en");
/** Numbers as the API writes them in English (api/src/lib/format-number.ts). */
const NUMBERS = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

function lookup(key: string): string | undefined {
  let node: string | Tree | undefined = errors as Tree;
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * "item.titleRequired" -> its English text; anything that is not a known key is shown as is.
 * A numeric `count` picks the plural form ("item.tooManyImages_one" or "_other"), as on the API.
 */
export function messageFor(key: string, vars: Record<string, string | number> = {}): string {
  const { count } = vars;
  const text =
    (typeof count === "number" ? lookup(`${key}_${PLURALS.select(count)}`) : undefined) ??
    lookup(key);
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = vars[name];
    return typeof value === "number" ? NUMBERS.format(value) : (value ?? whole);
  });
}
