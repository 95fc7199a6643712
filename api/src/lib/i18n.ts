import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "../contracts";

type Messages = { [key: string]: string | Messages };

/** Server-side messages: the same locales/<lang>/errors.json the site and the admin app show. */
export class Translator {
  private readonly catalogs: Record<Lang, Messages>;

  constructor(localesDir: string) {
    const load = (lang: Lang) =>
      JSON.parse(fs.readFileSync(path.join(localesDir, lang, "errors.json"), "utf8")) as Messages;
    this.catalogs = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang)])) as Record<
      Lang,
      Messages
    >;
  }

  /** Falls back to English, then to the key itself, so a missing translation never hides an error. */
  t(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
    const template =
      lookup(this.catalogs[lang], key) ?? lookup(this.catalogs[DEFAULT_LANG], key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
  }

  has(key: string): boolean {
    return lookup(this.catalogs[DEFAULT_LANG], key) !== undefined;
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
