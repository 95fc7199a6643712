import fs from "node:fs";
import path from "node:path";
import { Translator, type Messages } from "@leca/shared/i18n";
import { LANGUAGES, type Lang } from "@leca/shared/languages";

const read = (localesDir: string, lang: Lang, file: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), "utf8")) as Messages;

/**
 * The API's messages: locales/<lang>/errors.json, the same files the site and the dashboard show,
 * and the calculator's names of uses (`uses.<id>`), which the lead export writes beside the ids.
 */
export function loadErrorTranslator(localesDir: string): Translator {
  const load = (lang: Lang): Messages => {
    const calculator = read(localesDir, lang, "calculator.json") as {
      quantity: { uses: Messages };
    };
    return { ...read(localesDir, lang, "errors.json"), uses: calculator.quantity.uses };
  };
  const catalogs = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang)]));
  return new Translator({ ...catalogs, en: load("en") });
}
