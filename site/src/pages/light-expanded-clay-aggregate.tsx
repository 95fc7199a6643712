import { graphql, type PageProps } from "gatsby";
import { QuantitySection } from "../components/calculator/CalculatorSections";
import { AccordionSection } from "../components/content/Accordion";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { ContentPage } from "../components/content/ContentPage";
import { KeyFigures } from "../components/content/KeyFigures";
import { PackagingList } from "../components/content/PackagingList";
import { PropertyList } from "../components/content/PropertyList";
import { Section } from "../components/content/Section";
import { useFactT } from "../components/content/useFactT";
import { productHead, type PageData } from "../components/seo/PageHead";

const PROPERTIES = [
  "lightweight",
  "thermalInsulation",
  "fireResistance",
  "soundInsulation",
  "drainage",
  "capillaryBreak",
  "thermalStability",
  "chemicalInertness",
  "waterStable",
  "nonRotting",
  "crushingResistance",
  "freeDrainingFill",
  "easyHandling",
  "durability",
  "recyclability",
  "nonToxic",
] as const;

const PACKAGING = ["smallBags", "bulkBags", "container"] as const;

const GRADES_AND_USES = [
  "fineGrade",
  "mediumGrade",
  "coarseGrade",
  "geotechnicalFill",
  "roofAndFloor",
  "landscaping",
] as const;

type Data = PageData & { image: ContentImageNode };

/** LECA itself: its properties, packaging, and grades and uses. */
export default function LecaPage({ data }: PageProps<Data>) {
  const t = useFactT("leca");
  return (
    <ContentPage t={t} image={contentImage(data.image)}>
      <KeyFigures product="leca" />
      <Section id="properties" heading={t("propertiesHeading")}>
        <PropertyList
          items={PROPERTIES.map((key) => ({
            id: key,
            term: t(`properties.${key}.title`),
            description: t(`properties.${key}.desc`),
          }))}
        />
      </Section>
      <Section id="packaging" heading={t("packaging.heading")} tinted>
        <PackagingList items={PACKAGING.map((key) => ({ id: key, text: t(`packaging.${key}`) }))} />
      </Section>
      <AccordionSection t={t} group="accordion" keys={GRADES_AND_USES} id="grades-and-uses" />
      <QuantitySection product="leca" tinted />
    </ContentPage>
  );
}

export const Head = productHead("leca", "leca");

export const query = graphql`
  query LecaPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "leca", "calculator"] } }
    ) {
      ...LocaleFields
    }
    image: file(sourceInstanceName: { eq: "images" }, name: { eq: "product-leca" }) {
      ...ContentImage
    }
  }
`;
