import type { ComponentType } from "react";
import { act, screen, within } from "@testing-library/react";
import { LANGUAGES, type Lang as Language } from "@leca/shared/languages";
import { withShell } from "../src/components/layout/with-shell";
import { loadMessages, renderPage } from "./support/render";

export { LANGUAGES, type Language };

/**
 * Russian ties a figure to its unit with a no-break space ("1200 °C"); the same space groups
 * digits, from five digits on ("25 000").
 */
export const NBSP = "\u00a0";

/** A picture as gatsby-plugin-image hands it over after the page query. */
export const IMAGE = {
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 720,
      height: 540,
      backgroundColor: "#e9d8b4",
      images: {
        fallback: {
          src: "/static/picture.png",
          srcSet: "/static/picture.png 720w",
          sizes: "720px",
        },
        sources: [],
      },
    },
  },
};

/**
 * Renders a page component as Gatsby would, in the site's shell (plugins/site-shell) and with
 * `data` shaped like its page query (pictures null unless given), and waits for the layout's lazy
 * pieces to settle.
 */
export async function showPage(
  Page: ComponentType<never>,
  {
    language,
    path,
    data = {},
    pageContext = {},
  }: { language: Language; path: string; data?: object; pageContext?: object },
) {
  const props = {
    data: { locales: { edges: [] }, ...data },
    pageContext,
    location: { state: null },
  };
  const Component = Page as ComponentType<typeof props>;
  renderPage(withShell(<Component {...props} />), { language, originalPath: path });
  await act(async () => {});
  return screen.getByRole("main");
}

/** The section named by its heading. */
export const sectionNamed = (main: HTMLElement, name: string) =>
  within(main).getByRole("region", { name });

/** The href a localized link to an English path has in a language. */
export const localized = (language: Language, path: string) =>
  language === "en" ? path : `/${language}${path}`;

/** A message as written in locales/ (no interpolation): for finding things by their name. */
export function message(language: Language, namespace: string, key: string): string {
  const found = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      loadMessages(language)[namespace],
    );
  if (typeof found !== "string") throw new Error(`No message ${namespace}:${key} in ${language}`);
  return found;
}
