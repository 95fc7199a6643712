import { graphql, type PageProps } from "gatsby";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { ApplicationsBlock } from "../components/home/ApplicationsBlock";
import { BrandStrip } from "../components/home/BrandStrip";
import { Hero } from "../components/home/Hero";
import { PraiseStatement } from "../components/home/PraiseStatement";
import { ProductsBlock } from "../components/home/ProductsBlock";
import { pageHead, type PageData } from "../components/seo/PageHead";
import { LECA_DEFINITION_ID } from "../lib/dom-ids";
import { carouselSlides, type CarouselSource } from "../lib/carousel-slides";
import type { I18nPageContext } from "../lib/page-context";

type ImageNode = { name: string; childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };

type Data = PageData &
  CarouselSource & {
    hero: ImageNode | null;
    applications: { nodes: ImageNode[] };
  };

export default function HomePage({ data, pageContext }: PageProps<Data, I18nPageContext>) {
  const applicationImages = Object.fromEntries(
    data.applications.nodes.flatMap((node) => {
      const image = getImage(node.childImageSharp);
      return image ? [[node.name, image]] : [];
    }),
  );
  return (
    <>
      <Hero image={getImage(data.hero?.childImageSharp ?? null)} />
      <BrandStrip />
      <ApplicationsBlock images={applicationImages} />
      <PraiseStatement />
      <ProductsBlock slides={carouselSlides(data, pageContext.language)} />
    </>
  );
}

// The hero's text is centred in it, so it is painted only whole: after it, the brand strip.
export const Head = pageHead("home", { firstScreenEnd: LECA_DEFINITION_ID });

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "home"] } }) {
      ...LocaleFields
    }
    hero: file(sourceInstanceName: { eq: "images" }, name: { eq: "home-hero" }) {
      name
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          quality: 70
          placeholder: DOMINANT_COLOR
          breakpoints: [480, 800, 1200, 1600]
        )
      }
    }
    applications: allFile(
      filter: { sourceInstanceName: { eq: "images" }, name: { glob: "application-*" } }
    ) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.333, placeholder: DOMINANT_COLOR)
        }
      }
    }
    ...CarouselImages
  }
`;
