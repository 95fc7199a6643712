import { graphql, type PageProps } from "gatsby";
import { DeadLoadSection } from "../components/calculator/CalculatorSections";
import { ConcreteTable } from "../components/content/ConcreteTable";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { ContentPage } from "../components/content/ContentPage";
import { KeyFigures } from "../components/content/KeyFigures";
import { Section } from "../components/content/Section";
import { useFactT } from "../components/content/useFactT";
import { productHead, type PageData } from "../components/seo/PageHead";

type Data = PageData & { image: ContentImageNode };

/** LECA concrete: the grades as a table, high-strength lightweight concrete, drain aggregate. */
export default function LecaConcretePage({ data }: PageProps<Data>) {
  const t = useFactT("leca-concrete");
  return (
    <ContentPage t={t} image={contentImage(data.image)}>
      <KeyFigures product="leca-concrete" />
      <ConcreteTable />
      <Section
        id="lightweight-concrete"
        heading={t("lightweightConcrete.title")}
        lead={t("lightweightConcrete.desc")}
      />
      <Section
        id="coated-drain-aggregate"
        heading={t("coatedDrainAggregate.title")}
        lead={t("coatedDrainAggregate.desc")}
        tinted
      />
      <DeadLoadSection />
    </ContentPage>
  );
}

export const Head = productHead("leca-concrete", "leca-concrete");

export const query = graphql`
  query LecaConcretePage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "leca-concrete", "calculator"] } }
    ) {
      ...LocaleFields
    }
    image: file(sourceInstanceName: { eq: "images" }, name: { eq: "product-leca-concrete" }) {
      ...ContentImage
    }
  }
`;
