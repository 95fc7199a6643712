import { graphql, type PageProps } from "gatsby";
import { ApplicationPage } from "../components/content/ApplicationPage";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { pageHead, type PageData } from "../components/seo/PageHead";

const ITEMS = [
  "acousticTiles",
  "bridges",
  "abutments",
  "tunnels",
  "railways",
  "retainingWalls",
  "walkBikeRoads",
  "floatingIslands",
  "sheetPileWalls",
  "pipelines",
  "fastDelivery",
] as const;

type Data = PageData & { image: ContentImageNode };

export default function InfrastructurePage({ data }: PageProps<Data>) {
  return (
    <ApplicationPage namespace="infrastructure" items={ITEMS} image={contentImage(data.image)} />
  );
}

export const Head = pageHead("infrastructure");

export const query = graphql`
  query InfrastructurePage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "infrastructure"] } }
    ) {
      ...LocaleFields
    }
    image: file(sourceInstanceName: { eq: "images" }, name: { eq: "application-infrastructure" }) {
      ...ContentImage
    }
  }
`;
