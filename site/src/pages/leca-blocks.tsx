import { graphql, type PageProps } from "gatsby";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { ContentPage } from "../components/content/ContentPage";
import { KeyFigures } from "../components/content/KeyFigures";
import { AccordionSection } from "../components/content/Accordion";
import { GridSection } from "../components/content/ItemGrid";
import { useFactT } from "../components/content/useFactT";
import { productHead, type PageData } from "../components/seo/PageHead";

const USES = [
  "externalWalls",
  "partitions",
  "infillWalls",
  "boundaryWalls",
  "fireWalls",
  "acousticWalls",
] as const;

const ADVANTAGES = [
  "lightWeight",
  "thermal",
  "fire",
  "sound",
  "fastLaying",
  "workability",
  "durability",
] as const;

type Data = PageData & { image: ContentImageNode };

/** LECA blocks: what they are, where they are used and why. */
export default function LecaBlocksPage({ data }: PageProps<Data>) {
  const t = useFactT("leca-blocks");
  return (
    <ContentPage t={t} image={contentImage(data.image)}>
      <KeyFigures product="leca-blocks" />
      <AccordionSection t={t} group="uses" keys={USES} />
      <GridSection t={t} group="advantages" keys={ADVANTAGES} tinted />
    </ContentPage>
  );
}

export const Head = productHead("leca-blocks", "leca-blocks");

export const query = graphql`
  query LecaBlocksPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "leca-blocks"] } }
    ) {
      ...LocaleFields
    }
    image: file(sourceInstanceName: { eq: "images" }, name: { eq: "product-leca-blocks" }) {
      ...ContentImage
    }
  }
`;
