/** @jest-environment node */
import { onCreatePage } from "gatsby-plugin-react-i18next/dist/plugin/onCreatePage";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../src/lib/languages";
import { localizedPages } from "./localized-pages";

/** What the plugin's own onCreatePage makes of a page, with this site's options. */
async function throughPlugin(page: { path: string; component: string; context: object }) {
  const created: { path: string; context: object }[] = [];
  const actions = {
    createPage: (made: { path: string; context: object }) => created.push(made),
    deletePage: () => undefined,
  };
  await (onCreatePage as (args: unknown, options: unknown) => Promise<void>)(
    { page, actions },
    {
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
      generateDefaultLanguagePage: false,
    },
  );
  // Gatsby's createPage adds the leading slash the plugin leaves off.
  return created.map(({ path, context }) => ({
    path: path.startsWith("/") ? path : `/${path}`,
    context,
  }));
}

describe("localizedPages", () => {
  it("makes the pages gatsby-plugin-react-i18next makes, with the same contexts", async () => {
    const page = {
      path: "/news/green-roofs/",
      component: "/site/src/templates/news-item.tsx",
      context: { id: "n1", relatedIds: ["n2", "n3"] },
    };
    const ours = localizedPages(page).map(({ path, context }) => ({ path, context }));
    expect(ours.map(({ path }) => path)).toEqual([
      "/news/green-roofs/",
      "/ar/news/green-roofs/",
      "/ru/news/green-roofs/",
    ]);
    expect(ours).toEqual(await throughPlugin(page));
  });

  it("leaves the plugin nothing to redo", async () => {
    const [english] = localizedPages({ path: "/news/", component: "c", context: { skip: 0 } });
    expect(await throughPlugin(english!)).toEqual([]);
  });
});
