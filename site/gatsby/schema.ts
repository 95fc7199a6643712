import { DEFAULT_LANG, ITEM_KINDS, LANGUAGES, type ItemKindName } from "@leca/shared/contracts";
import { fieldsOf, KINDS, type Field } from "@leca/shared/kinds";
import { NODE_EXTRAS, nodeTypeOf } from "./node-extras";

/** A config field's GraphQL field: Markdown as its rendered HTML, pictures as processed images. */
function nodeFieldOf(name: string, field: Field): string {
  switch (field.type) {
    case "text":
      return `${name}: ${field.required ? "Localized!" : "LocalizedOptional"}`;
    case "markdown":
      return `${markdownNodeField(name)}: ${field.required ? "Localized!" : "LocalizedOptional"}`;
    case "picture":
      return `${name}: ApiImage`;
    case "pictures":
      return `${name}: [ApiImage!]!`;
  }
}

/** Where the node keeps a Markdown field's HTML: `body` -> `bodyHtml`. */
export const markdownNodeField = (name: string) => `${name}Html`;

/**
 * Each content kind's node: its GraphQL type's name and fields, from the kind's config (shared
 * kinds/) and what the site adds to it (node-extras.ts).
 */
export const ITEM_NODES: Record<ItemKindName, { type: string; fields: string }> =
  Object.fromEntries(
    ITEM_KINDS.map((kind) => {
      const fields = [
        "slug: String!",
        ...fieldsOf(KINDS[kind]).map(([name, field]) => nodeFieldOf(name, field)),
        ...NODE_EXTRAS[kind].fields,
        "publishedAt: Date! @dateformat",
        "updatedAt: Date! @dateformat",
      ];
      return [kind, { type: nodeTypeOf(kind), fields: fields.map((f) => `\n    ${f}`).join("") }];
    }),
  ) as Record<ItemKindName, { type: string; fields: string }>;

/** A text in every language of the locale table; `required` makes the default language's non-null. */
const localizedType = (name: string, required: boolean) => `
  type ${name} {
${LANGUAGES.map((lang) => `    ${lang}: String${required && lang === DEFAULT_LANG ? "!" : ""}`).join("\n")}
  }`;

/**
 * The fragments the page queries select localized texts with (`...LocalizedFields`). Gatsby's
 * queries are static text, so the languages are written out here, from the table, into
 * .cache/fragments, which Gatsby reads with src/ (gatsby-node's onPreExtractQueries).
 */
export const localizedFragments = `import { graphql } from "gatsby";

export const localizedFields = graphql\`
  fragment LocalizedFields on Localized { ${LANGUAGES.join(" ")} }
  fragment LocalizedOptionalFields on LocalizedOptional { ${LANGUAGES.join(" ")} }
\`;
`;

/** The types every kind's fields use. */
const SHARED_TYPES = `${localizedType("Localized", true)}
${localizedType("LocalizedOptional", false)}

  type ApiImage {
    width: Int!
    height: Int!
    alt: Localized!
    caption: LocalizedOptional
    image: File @link(from: "fileId")
    "The picture cut to 4:3 around its focal point (cards, the carousel); the whole picture without one."
    card: File @link(from: "cardFileId")
    "The picture cut to 3:2 around its focal point (news cards); the whole picture without one."
    wide: File @link(from: "wideFileId")
  }
`;

/**
 * The node types the API feeds, declared up front so every query still works when the API has
 * no items of a kind yet (Gatsby would otherwise not know the types exist).
 */
export const typeDefs = [
  SHARED_TYPES,
  ...ITEM_KINDS.map(
    (kind) =>
      `  type ${ITEM_NODES[kind].type} implements Node @dontInfer {${ITEM_NODES[kind].fields}\n  }\n`,
  ),
].join("\n");

interface NodeModel {
  getNodeById(args: { id: string; type: string }): unknown;
}

/** Those nodes of `type`, in the order given. */
function byIds(type: string) {
  return {
    type: `[${type}!]!`,
    args: { ids: "[String!]!" },
    resolve: (
      _source: unknown,
      { ids }: { ids: string[] },
      context: { nodeModel: NodeModel },
    ): unknown[] =>
      ids
        .map((id) => context.nodeModel.getNodeById({ id, type }))
        .filter((node) => node !== null && node !== undefined),
  };
}

/**
 * `<kind>ItemsById(ids)` (`newsItemsById`, `galleryItemsById`): those items, in the order given. A news
 * page's related posts and a list page's items come from here and not from
 * `allNewsItem(filter: { id: { in: ... } })` or `allNewsItem(skip, limit)`: Gatsby ties a page
 * that ran a connection query to every node of the type, so one news item published re-ran the
 * query of every news page (33,606 of 35,805 pages at 10,000 news) and of every list page. Nodes
 * read by id tie the page to those nodes only; a page whose items change gets new ids in its
 * context, which re-runs its query too.
 */
export const queryResolvers = {
  Query: Object.fromEntries(
    ITEM_KINDS.map((kind) => [`${kind}ItemsById`, byIds(ITEM_NODES[kind].type)]),
  ),
};
