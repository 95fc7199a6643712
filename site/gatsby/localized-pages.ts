import { DEFAULT_LANGUAGE, LANGUAGES } from "../src/lib/languages";

interface Page<Context> {
  path: string;
  component: string;
  context: Context;
}

/**
 * A page in every language, with the context gatsby-plugin-react-i18next's onCreatePage gives
 * each version (English at the page's path, the others under /ar/ and /ru/), made here so the
 * plugin leaves them alone (it skips a page whose context has `i18n`). Through the plugin,
 * createPages made the English page with its bare context and the plugin then replaced it: Gatsby
 * compared the bare context with the last build's full one, found it changed, and re-ran the page
 * query of every English page on every build (11,935 pages at 10,000 news). The test holds this
 * to the plugin's own output.
 */
export function localizedPages<Context extends object>(page: Page<Context>) {
  return LANGUAGES.map((language) => {
    const routed = language !== DEFAULT_LANGUAGE;
    // The plugin's own spelling: no leading slash on the other languages' i18n.path.
    const path = routed ? `${language}${page.path}` : page.path;
    return {
      ...page,
      path: routed ? `/${path}` : path,
      context: {
        ...page.context,
        language,
        i18n: {
          language,
          languages: [...LANGUAGES],
          defaultLanguage: DEFAULT_LANGUAGE,
          generateDefaultLanguagePage: false,
          routed,
          originalPath: page.path,
          path,
        },
      },
    };
  });
}
