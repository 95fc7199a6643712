import { graphql } from "gatsby";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import type { Slide } from "../components/home/Carousel";
import { pickText } from "./localized";

type Sharp = { gatsbyImageData: IGatsbyImageData } | null;

export interface CarouselSource {
  gallery: {
    nodes: {
      id: string;
      images: { alt: Record<string, string | null>; image: { childImageSharp: Sharp } | null }[];
    }[];
  };
}

const SLIDES = 4;

/** The newest four gallery pictures, in the page's language (English alt where untranslated). */
export function carouselSlides(data: CarouselSource, language: string): Slide[] {
  const slides: Slide[] = [];
  for (const item of data.gallery.nodes) {
    item.images.forEach((picture, index) => {
      const image = getImage(picture.image?.childImageSharp ?? null);
      if (image && slides.length < SLIDES) {
        slides.push({
          id: `${item.id}-${index}`,
          image,
          alt: pickText(picture.alt, language).text,
        });
      }
    });
  }
  return slides;
}

export const carouselImages = graphql`
  fragment CarouselImages on Query {
    gallery: allGalleryItem(sort: { publishedAt: DESC }, limit: 4) {
      nodes {
        id
        images {
          alt {
            ...LocalizedFields
          }
          # Cut to 4:3 around the admin's focal point (gatsby/focus-crop.ts).
          image: card {
            childImageSharp {
              gatsbyImageData(width: 640, aspectRatio: 1.333, placeholder: DOMINANT_COLOR)
            }
          }
        }
      }
    }
  }
`;
