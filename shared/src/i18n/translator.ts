import { DEFAULT_LANG, type Lang } from "../languages";
import { formatNumber } from "./format-number";

/** A catalog as i18next's JSON v4 writes it: nested objects of strings. */
export type Messages = { [key: string]: string | Messages };
export type MessageVars = Record<string, string | number>;

const PLURAL_SUFFIXES = ["_zero", "_one", "_two", "_few", "_many", "_other"];

/**
 * Messages by key in the three languages: the API's errors (locales/<lang>/errors.json) and the
 * dashboard's own words (admin/src/locales) go through this one class. Plurals as i18next writes
 * them: a numeric `count` picks "key_<category>" by the language's CLDR rules ("key_zero" first
 * when count is 0), else the plain key. `{{name}}` takes a variable; numbers are written as the
 * message's language writes them (2,5 in Russian). Not i18next itself: it runs in the dashboard's
 * first load, where i18next and react-i18next would cost ~20 KB gz of a 150 KB budget for these
 * three rules.
 */
export class Translator {
  private readonly plurals = new Map<Lang, Intl.PluralRules>();

  /** English must be there; another language may arrive later (addCatalog). */
  constructor(private readonly catalogs: Partial<Record<Lang, Messages>> & { en: Messages }) {}

  /** Adds (or replaces) a language's catalog, e.g. once the dashboard has fetched it. */
  addCatalog(lang: Lang, messages: Messages): void {
    this.catalogs[lang] = messages;
  }

  hasCatalog(lang: Lang): boolean {
    return this.catalogs[lang] !== undefined;
  }

  /** Falls back to English, then to the key itself, so a missing translation never hides a text. */
  t(lang: Lang, key: string, vars: MessageVars = {}): string {
    const found = [lang, DEFAULT_LANG]
      .map((language) => ({ language, template: this.template(language, key, vars.count) }))
      .find(({ template }) => template !== undefined);
    const language = found?.language ?? DEFAULT_LANG;
    return (found?.template ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
      const value = vars[name];
      return typeof value === "number" ? formatNumber(value, language) : (value ?? "");
    });
  }

  /** Whether English has the message, as a plain key or in plural forms only (key_one, key_other). */
  has(key: string): boolean {
    const messages = this.catalogs.en;
    return ["", ...PLURAL_SUFFIXES].some((suffix) => lookup(messages, key + suffix) !== undefined);
  }

  private template(lang: Lang, key: string, count: string | number | undefined) {
    const messages = this.catalogs[lang];
    if (!messages) return undefined;
    if (typeof count === "number") {
      const forms = [...(count === 0 ? ["zero"] : []), this.pluralRules(lang).select(count)];
      for (const form of forms) {
        const text = lookup(messages, `${key}_${form}`);
        if (text !== undefined) return text;
      }
    }
    return lookup(messages, key);
  }

  private pluralRules(lang: Lang): Intl.PluralRules {
    let rules = this.plurals.get(lang);
    if (!rules) this.plurals.set(lang, (rules = new Intl.PluralRules(lang)));
    return rules;
  }
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}
