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
