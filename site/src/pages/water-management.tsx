import { graphql, type PageProps } from "gatsby";
import { ApplicationPage } from "../components/content/ApplicationPage";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { pageHead, type PageData } from "../components/seo/PageHead";

const ITEMS = [
  "drainage",
  "filtration",
  "floatingIslands",
  "stormWater",
  "biofilters",
  "soakaways",
  "greenRoofRetention",
] as const;

type Data = PageData & { image: ContentImageNode };

export default function WaterManagementPage({ data }: PageProps<Data>) {
  return (
    <ApplicationPage namespace="water-management" items={ITEMS} image={contentImage(data.image)} />
  );
}

export const Head = pageHead("water-management");

export const query = graphql`
  query WaterManagementPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "water-management"] } }
    ) {
      ...LocaleFields
    }
    image: file(
      sourceInstanceName: { eq: "images" }
      name: { eq: "application-water-management" }
    ) {
      ...ContentImage
    }
  }
`;
