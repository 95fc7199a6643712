import { graphql, type PageProps } from "gatsby";
import { QuantitySection } from "../components/calculator/CalculatorSections";
import { BenefitList } from "../components/content/BenefitList";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { ContentPage } from "../components/content/ContentPage";
import { KeyFigures } from "../components/content/KeyFigures";
import { ItemGrid } from "../components/content/ItemGrid";
import { Section } from "../components/content/Section";
import { useFactT } from "../components/content/useFactT";
import { productHead, type PageData } from "../components/seo/PageHead";
import { lecamixProducts, type LecamixGroup } from "../lib/facts";

const BENEFITS = [
  "deadLoad",
  "floorWeight",
  "plasterPerformance",
  "readyToUse",
  "consistency",
  "fireSafety",
  "fastWork",
  "handling",
  "lessWaste",
  "compatibility",
] as const;

/** Each section of the range and the product group (facts.json) whose entries it lists. */
const SECTIONS: readonly { key: string; group: LecamixGroup }[] = [
  { key: "masonryMortar", group: "mortar" },
  { key: "flooringConcretes", group: "floor" },
  { key: "plasters", group: "plaster" },
  { key: "structuralConcretes", group: "structural" },
];

type Data = PageData & { image: ContentImageNode };

/** The dry-mix range: benefits, then each kind of mix with its product codes. */
export default function LecamixPage({ data }: PageProps<Data>) {
  const t = useFactT("lecamix");
  return (
    <ContentPage t={t} image={contentImage(data.image)} leadKey="leading">
      <KeyFigures product="lecamix" />
      <Section id="benefits" heading={t("benefitsHeading")}>
        <BenefitList
          items={BENEFITS.map((key) => ({ id: key, text: t(`benefits.${key}.text`) }))}
        />
      </Section>
      {SECTIONS.map(({ key, group }, index) => (
        <Section
          key={key}
          id={key}
          heading={t(`sections.${key}.title`)}
          lead={t(`sections.${key}.desc`)}
          tinted={index % 2 === 0}
        >
          <ItemGrid
            items={lecamixProducts
              .filter((product) => product.group === group)
              .map((product) => ({
                id: product.key,
                heading: t(`products.${product.key}.heading`),
                text: t(`products.${product.key}.sub`),
              }))}
          />
        </Section>
      ))}
      <QuantitySection product="lecamix" tinted />
    </ContentPage>
  );
}

export const Head = productHead("lecamix", "lecamix");

export const query = graphql`
  query LecamixPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "lecamix", "calculator"] } }
    ) {
      ...LocaleFields
    }
    image: file(sourceInstanceName: { eq: "images" }, name: { eq: "product-lecamix" }) {
      ...ContentImage
    }
  }
`;
