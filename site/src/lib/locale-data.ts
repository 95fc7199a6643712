import { graphql } from "gatsby";

/** A page's `locales` query result, as gatsby-plugin-react-i18next expects it. */
export interface LocaleNodes {
  edges: { node: { ns: string; data: string; language: string } }[];
}

type Messages = Record<string, unknown>;

function lookup(messages: Messages, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => {
    return node && typeof node === "object" ? (node as Messages)[part] : undefined;
  }, messages);
}

/**
 * Translation for `Head`, where react-i18next is not available yet: reads the page's own locale
 * nodes. Interpolates {{name}} like i18next; a missing key yields the key (and a test catches it).
 */
export function headTranslator(locales: LocaleNodes | undefined) {
  const namespaces = new Map<string, Messages>();
  for (const { node } of locales?.edges ?? []) {
    namespaces.set(node.ns, JSON.parse(node.data) as Messages);
  }
  return (nsKey: string, values: Record<string, string | number> = {}): string => {
    const [ns, key] = nsKey.includes(":") ? nsKey.split(":", 2) : ["common", nsKey];
    const found = lookup(namespaces.get(ns ?? "") ?? {}, key ?? "");
    if (typeof found !== "string") return nsKey;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
  };
}

/** Every page asks for the namespaces it uses, in its language, with this fragment. */
export const localesFields = graphql`
  fragment LocaleFields on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
