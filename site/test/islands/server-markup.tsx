import { TextEncoder } from "node:util";
import type { ReactElement } from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { I18nextProvider } from "react-i18next";
import { makeI18n } from "../support/render";

/**
 * Puts a component's server markup in the page, as the build writes it: React's server renderer
 * inside the same i18n context Gatsby pages get, then plain HTML in document.body with no React
 * behind it. Returns the island's root (the element with data-island="<island>"), or the body
 * when no island is named (the header, which the page's main module enhances).
 */
export async function serverMarkup(
  ui: ReactElement,
  island: string | null,
  { language = "en", originalPath = "/" }: { language?: string; originalPath?: string } = {},
): Promise<HTMLElement> {
  // react-dom/server's browser build (what jsdom resolves) needs TextEncoder, which jsdom lacks.
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
  const { renderToString } = await import("react-dom/server");
  const i18n = makeI18n(language);
  const context = {
    language,
    languages: ["en", "ar", "ru"],
    defaultLanguage: "en",
    generateDefaultLanguagePage: false,
    routed: language !== "en",
    originalPath,
    path: language === "en" ? originalPath : `/${language}${originalPath}`,
    siteUrl: "https://www.leca-gulf.example",
  };
  document.documentElement.lang = language;
  document.documentElement.dir = language === "ar" ? "rtl" : "ltr";
  // jsdom has a window, so components that pick useLayoutEffect in a browser pick it here too;
  // the build's server has none. React's warning about that is noise for these tests.
  const error = console.error;
  const quiet = jest.spyOn(console, "error").mockImplementation((message, ...rest) => {
    if (!String(message).includes("useLayoutEffect does nothing on the server"))
      error(message, ...rest);
  });
  try {
    document.body.innerHTML = renderToString(
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={context}>{ui}</I18nextContext.Provider>
      </I18nextProvider>,
    );
  } finally {
    quiet.mockRestore();
  }
  if (island === null) return document.body;
  const root = document.querySelector<HTMLElement>(`[data-island="${island}"]`);
  if (!root) throw new Error(`the markup has no data-island="${island}"`);
  return root;
}
