import fs from "node:fs";
import path from "node:path";
import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import i18next, { type i18n } from "i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { directionOf, LANGUAGES } from "@leca/shared/languages";

const LOCALES = path.resolve(__dirname, "../../../locales");

/** The real messages of one language, every namespace, as the site ships them. */
export function loadMessages(language: string): Record<string, Record<string, unknown>> {
  const dir = path.join(LOCALES, language);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [
        path.basename(file, ".json"),
        JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")),
      ]),
  );
}

export function makeI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: "en",
    resources: { [language]: loadMessages(language), en: loadMessages("en") },
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  return instance;
}

interface Options {
  language?: string;
  /** The page's path in English form, as gatsby-plugin-react-i18next calls it. */
  originalPath?: string;
}

/**
 * `ui` inside the same i18n context Gatsby pages get, with the document's lang and dir set as the
 * page's <html> has them.
 */
export function inPageContext(
  ui: ReactElement,
  { language = "en", originalPath = "/" }: Options = {},
) {
  const i18n = makeI18n(language);
  const context = {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: "en",
    generateDefaultLanguagePage: false,
    routed: language !== "en",
    originalPath,
    path: language === "en" ? originalPath : `/${language}${originalPath}`,
    siteUrl: "https://www.leca-gulf.example",
  };
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  return {
    i18n,
    element: (
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={context}>{ui}</I18nextContext.Provider>
      </I18nextProvider>
    ),
  };
}

/** Renders a component as a page would show it (see inPageContext). */
export function renderPage(ui: ReactElement, options: Options = {}) {
  const { i18n, element } = inPageContext(ui, options);
  return { i18n, ...render(element) };
}
