import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { LocalizedText } from "../../lib/localized";

type Sharp = { gatsbyImageData: IGatsbyImageData } | null;

export interface NewsSummary {
  id: string;
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  publishedAt: string;
  cover: { alt: LocalizedText; image: { childImageSharp: Sharp } | null } | null;
}

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
