import fs from "node:fs";
import path from "node:path";
import { Translator, type Messages } from "@leca/shared/i18n";
import { LANGUAGES, type Lang } from "@leca/shared/languages";

/** The API's messages: locales/<lang>/errors.json, the same files the site and the dashboard show. */
export function loadErrorTranslator(localesDir: string): Translator {
  const load = (lang: Lang) =>
    JSON.parse(fs.readFileSync(path.join(localesDir, lang, "errors.json"), "utf8")) as Messages;
  const catalogs = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang)]));
  return new Translator({ ...catalogs, en: load("en") });
}
