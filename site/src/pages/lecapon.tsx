import { graphql, type PageProps } from "gatsby";
import { QuantitySection } from "../components/calculator/CalculatorSections";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { ContentPage } from "../components/content/ContentPage";
import { KeyFigures } from "../components/content/KeyFigures";
import { AccordionSection } from "../components/content/Accordion";
import { GridSection } from "../components/content/ItemGrid";
import { PackagingList } from "../components/content/PackagingList";
import { Section } from "../components/content/Section";
import { useFactT } from "../components/content/useFactT";
import { productHead, type PageData } from "../components/seo/PageHead";
import { lecaponGrains } from "../lib/facts";

const FEATURES = ["aeration", "moisture", "neutral", "clean", "reusable", "mulch"] as const;
const APPLICATIONS = ["hydroponics", "containerGardening", "soilImprovement"] as const;

type Data = PageData & { image: ContentImageNode };

/** The horticultural product: features, applications, bags and grain sizes. */
export default function LecaponPage({ data }: PageProps<Data>) {
  const t = useFactT("lecapon");
  return (
    <ContentPage t={t} image={contentImage(data.image)} leadKey="leading">
      <KeyFigures product="lecapon" />
      <AccordionSection t={t} group="features" keys={FEATURES} />
      <GridSection t={t} group="applications" keys={APPLICATIONS} tinted />
      <Section id="packaging" heading={t("packaging.heading")} lead={t("packaging.text")}>
        <PackagingList
          items={lecaponGrains.map((grain) => ({
            id: grain,
            text: t(`packaging.grains.${grain}`),
          }))}
        />
      </Section>
      <QuantitySection product="lecapon" tinted />
    </ContentPage>
  );
}

export const Head = productHead("lecapon", "lecapon");

export const query = graphql`
  query LecaponPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "lecapon", "calculator"] } }
    ) {
      ...LocaleFields
    }
    image: file(sourceInstanceName: { eq: "images" }, name: { eq: "product-lecapon" }) {
      ...ContentImage
    }
  }
`;
