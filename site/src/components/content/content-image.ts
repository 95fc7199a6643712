import { graphql } from "gatsby";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";

/** A picture from content/images as a page query returns it; null when the file is missing. */
export type ContentImageNode = {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
} | null;

export const contentImage = (node: ContentImageNode | undefined): IGatsbyImageData | undefined =>
  getImage(node?.childImageSharp ?? null);

/** Every content picture at one size: the illustrations are all drawn at 4:3. */
export const contentImageFields = graphql`
  fragment ContentImage on File {
    childImageSharp {
      gatsbyImageData(width: 720, aspectRatio: 1.333, placeholder: DOMINANT_COLOR)
    }
  }
`;
