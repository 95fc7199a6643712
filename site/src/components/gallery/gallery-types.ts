import { graphql } from "gatsby";
import type { Selected } from "../items/item-node";

/** A gallery card's fields, as the fragment below selects them. */
export type GallerySummary = Selected<
  "gallery",
  "id" | "slug" | "title" | "description" | "publishedAt" | "pictureCount" | "cover"
>;

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
