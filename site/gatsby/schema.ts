import { DEFAULT_LANG, ITEM_KINDS, LANGUAGES, type ItemKindName } from "@leca/shared/contracts";

/**
 * Each content kind's node: its GraphQL type's name and fields. Keyed by the one kind list
 * (shared ITEM_KINDS), so a new kind does not compile until it declares its node here.
 */
export const ITEM_NODES: Record<ItemKindName, { type: string; fields: string }> = {
  news: {
    type: "NewsItem",
    fields: `
    slug: String!
    title: Localized!
    excerpt: Localized!
    bodyHtml: Localized!
    cover: ApiImage
    publishedAt: Date! @dateformat
    updatedAt: Date! @dateformat`,
  },
  gallery: {
    type: "GalleryItem",
    fields: `
    slug: String!
    title: Localized!
    description: Localized!
    images: [ApiImage!]!
    cover: ApiImage
    pictureCount: Int!
    publishedAt: Date! @dateformat
    updatedAt: Date! @dateformat`,
  },
};

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
