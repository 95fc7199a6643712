import { ITEM_KINDS, type ItemKindName } from "@leca/shared/contracts";

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

/** The types every kind's fields use. */
const SHARED_TYPES = `
  type Localized {
    en: String!
    ar: String
    ru: String
  }

  type LocalizedOptional {
    en: String
    ar: String
    ru: String
  }

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
