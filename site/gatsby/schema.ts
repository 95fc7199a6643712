/**
 * The node types the API feeds, declared up front so every query still works when the API has
 * no news or gallery items yet (Gatsby would otherwise not know the types exist).
 */
export const typeDefs = `
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
  }

  type NewsItem implements Node @dontInfer {
    slug: String!
    title: Localized!
    excerpt: Localized!
    bodyHtml: Localized!
    cover: ApiImage
    publishedAt: Date! @dateformat
    updatedAt: Date! @dateformat
  }

  type GalleryItem implements Node @dontInfer {
    slug: String!
    title: Localized!
    description: Localized!
    images: [ApiImage!]!
    cover: ApiImage
    pictureCount: Int!
    publishedAt: Date! @dateformat
    updatedAt: Date! @dateformat
  }
`;

interface NodeModel {
  getNodeById(args: { id: string; type: string }): unknown;
}

/**
 * `newsItemsById(ids)`: those news items, in the order given. A news page's related posts come
 * from here and not from `allNewsItem(filter: { id: { in: ... } })`: Gatsby ties a page that ran
 * a connection query (`allNewsItem`) to every node of the type, so one news item published
 * re-ran the query of every news page (33,606 of 35,805 pages at 10,000 news). Nodes read by id
 * tie the page to those nodes only; a page whose neighbours change gets new ids in its context,
 * which re-runs its query too.
 */
export const queryResolvers = {
  Query: {
    newsItemsById: {
      type: "[NewsItem!]!",
      args: { ids: "[String!]!" },
      resolve: (
        _source: unknown,
        { ids }: { ids: string[] },
        context: { nodeModel: NodeModel },
      ): unknown[] =>
        ids
          .map((id) => context.nodeModel.getNodeById({ id, type: "NewsItem" }))
          .filter((node) => node !== null && node !== undefined),
    },
  },
};
