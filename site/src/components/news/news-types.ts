import { graphql } from "gatsby";
import type { Selected } from "../items/item-node";

/** A news card's fields, as the fragment below selects them. */
export type NewsSummary = Selected<
  "news",
  "id" | "slug" | "title" | "excerpt" | "publishedAt" | "cover"
>;

export const newsSummaryFields = graphql`
  fragment NewsSummary on NewsItem {
    id
    slug
    title {
      ...LocalizedFields
    }
    excerpt {
      ...LocalizedFields
    }
    publishedAt
    cover {
      alt {
        ...LocalizedFields
      }
      # Cut to 3:2 around the admin's focal point (gatsby/focus-crop.ts).
      image: wide {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`;
