import { graphql, type PageProps } from "gatsby";
import { ApplicationPage } from "../components/content/ApplicationPage";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { pageHead, type PageData } from "../components/seo/PageHead";

const ITEMS = [
  "greenRoofDrainage",
  "greenRoofSoil",
  "roofInsulation",
  "wallBlocks",
  "hollowSpaceRehabilitation",
  "groundFloorInsulation",
  "floorLevelling",
  "floorFilling",
  "structuralConcrete",
  "externalDrains",
  "structuralSlabs",
] as const;

type Data = PageData & { image: ContentImageNode };

export default function ConstructionPage({ data }: PageProps<Data>) {
  return (
    <ApplicationPage namespace="construction" items={ITEMS} image={contentImage(data.image)} />
  );
}

export const Head = pageHead("construction");

export const query = graphql`
  query ConstructionPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "construction"] } }
    ) {
      ...LocaleFields
    }
    image: file(sourceInstanceName: { eq: "images" }, name: { eq: "application-construction" }) {
      ...ContentImage
    }
  }
`;
