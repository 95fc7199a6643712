import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Layout } from "../components/layout/Layout";
import { GalleryCard } from "../components/gallery/GalleryCard";
import * as styles from "../components/news/News.module.css";
import { pageHead, type PageData } from "../components/seo/PageHead";
import type { GallerySummary } from "../lib/gallery-types";

type Data = PageData & { gallery: { nodes: GallerySummary[] } };

/** Every published gallery, newest first. */
export default function GalleryPage({ data }: PageProps<Data>) {
  const { t } = useTranslation("gallery");
  return (
    <Layout>
      <div className={`container ${styles.page}`}>
        <h1>{t("heading")}</h1>
        <p className={styles.empty}>{t("lead")}</p>
        {data.gallery.nodes.length === 0 ? (
          <p className={styles.empty}>{t("empty")}</p>
        ) : (
          <ul className={styles.grid}>
            {data.gallery.nodes.map((item, index) => (
              <li key={item.id}>
                <GalleryCard item={item} loading={index === 0 ? "eager" : "lazy"} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Layout>
  );
}

export const Head = pageHead("gallery");

export const query = graphql`
  query GalleryPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "gallery"] } }) {
      ...LocaleFields
    }
    gallery: allGalleryItem(sort: { publishedAt: DESC }) {
      nodes {
        ...GallerySummary
      }
    }
  }
`;
