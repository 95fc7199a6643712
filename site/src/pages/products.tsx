import { graphql, type PageProps } from "gatsby";
import { CallToAction } from "../components/content/CallToAction";
import { contentImage, type ContentImageNode } from "../components/content/content-image";
import { PageIntro } from "../components/content/PageIntro";
import { ProductGrid } from "../components/content/ProductCard";
import { Block } from "../components/content/Section";
import { useFactT } from "../components/content/useFactT";
import { pageHead, type PageData } from "../components/seo/PageHead";

const PRODUCTS = [
  { key: "leca", image: "product-leca", to: "/light-expanded-clay-aggregate/" },
  { key: "lecapon", image: "product-lecapon", to: "/lecapon/" },
  { key: "lecaBlocks", image: "product-leca-blocks", to: "/leca-blocks/" },
  { key: "lecamix", image: "product-lecamix", to: "/lecamix/" },
  { key: "lecaConcrete", image: "product-leca-concrete", to: "/leca-concrete/" },
] as const;

type ImageFile = { name: string } & NonNullable<ContentImageNode>;
type Data = PageData & { images: { nodes: ImageFile[] } };

/** The five product lines, each with its picture and the way to its page. */
export default function ProductsPage({ data }: PageProps<Data>) {
  const t = useFactT("products");
  const images = new Map(data.images.nodes.map((node) => [node.name, contentImage(node)]));
  return (
    <>
      <PageIntro heading={t("heading")} lead={t("lead")} />
      <Block>
        <ProductGrid
          products={PRODUCTS.map(({ key, image, to }) => ({
            id: key,
            name: t(`items.${key}.name`),
            summary: t(`items.${key}.summary`),
            linkText: t(`items.${key}.cta`),
            to,
            image: images.get(image),
            imageAlt: t(`items.${key}.imageAlt`),
          }))}
        />
      </Block>
      <CallToAction heading={t("cta.heading")} text={t("cta.text")} button={t("cta.button")} />
    </>
  );
}

export const Head = pageHead("products");

export const query = graphql`
  query ProductsPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "products"] } }
    ) {
      ...LocaleFields
    }
    images: allFile(filter: { sourceInstanceName: { eq: "images" }, name: { glob: "product-*" } }) {
      nodes {
        name
        ...ContentImage
      }
    }
  }
`;
