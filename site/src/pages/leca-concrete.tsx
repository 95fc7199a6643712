import { graphql, type PageProps } from "gatsby";
import { ConcreteTable } from "../components/content/ConcreteTable";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { ContentPage } from "../components/content/ContentPage";
import { Section } from "../components/content/Section";
import { useFactT } from "../components/content/useFactT";
import { Layout } from "../components/layout/Layout";
import { pageHead, type PageData } from "../components/seo/PageHead";

type Data = PageData & { image: ContentImageNode };

/** LECA concrete: the grades as a table, high-strength lightweight concrete, drain aggregate. */
export default function LecaConcretePage({ data }: PageProps<Data>) {
  const t = useFactT("leca-concrete");
  return (
    <Layout>
      <ContentPage t={t} image={contentImage(data.image)}>
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
      </ContentPage>
    </Layout>
  );
}

export const Head = pageHead("leca-concrete");

export const query = graphql`
  query LecaConcretePage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "leca-concrete"] } }
    ) {
      ...LocaleFields
    }
    image: file(sourceInstanceName: { eq: "images" }, name: { eq: "product-leca-concrete" }) {
      ...ContentImage
    }
  }
`;
