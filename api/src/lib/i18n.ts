import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "@leca/shared/contracts";
import { formatNumber } from "./format-number";

type Messages = { [key: string]: string | Messages };
type Vars = Record<string, string | number>;
const PLURAL_SUFFIXES = ["_zero", "_one", "_two", "_few", "_many", "_other"];

/**
 * Server-side messages: the same locales/<lang>/errors.json the site and the admin app show.
 * Plurals as i18next writes them (JSON v4): a numeric `count` picks "key_<category>" by the
 * language's CLDR rules ("key_zero" first when count is 0), else the plain key. Numbers are
 * written as the message's language writes them (2,5 in Russian).
 */
export class Translator {
  private readonly catalogs: Record<Lang, Messages>;
  private readonly plurals: Record<Lang, Intl.PluralRules>;

  constructor(localesDir: string) {
    const load = (lang: Lang) =>
      JSON.parse(fs.readFileSync(path.join(localesDir, lang, "errors.json"), "utf8")) as Messages;
    const perLanguage = <T>(make: (lang: Lang) => T) =>
      Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
    this.catalogs = perLanguage(load);
    this.plurals = perLanguage((lang) => new Intl.PluralRules(lang));
  }

  /** Falls back to English, then to the key itself, so a missing translation never hides an error. */
  t(lang: Lang, key: string, vars: Vars = {}): string {
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
    const messages = this.catalogs[DEFAULT_LANG];
    return ["", ...PLURAL_SUFFIXES].some((suffix) => lookup(messages, key + suffix) !== undefined);
  }

  private template(lang: Lang, key: string, count: string | number | undefined) {
    const messages = this.catalogs[lang];
    if (typeof count === "number") {
      const forms = [...(count === 0 ? ["zero"] : []), this.plurals[lang].select(count)];
      for (const form of forms) {
        const text = lookup(messages, `${key}_${form}`);
        if (text !== undefined) return text;
      }
    }
    return lookup(messages, key);
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
