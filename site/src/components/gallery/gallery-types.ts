import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { LocalizedText } from "../../lib/localized";

type Sharp = { gatsbyImageData: IGatsbyImageData } | null;

export interface GallerySummary {
  id: string;
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  publishedAt: string;
  pictureCount: number;
  cover: { alt: LocalizedText; image: { childImageSharp: Sharp } | null } | null;
}

export const gallerySummaryFields = graphql`
  fragment GallerySummary on GalleryItem {
    id
    slug
    title {
      ...LocalizedFields
    }
    description {
      ...LocalizedFields
    }
    publishedAt
    pictureCount
    cover {
      alt {
        ...LocalizedFields
      }
      # Cut to 4:3 around the admin's focal point (gatsby/focus-crop.ts).
      image: card {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.333, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`;
