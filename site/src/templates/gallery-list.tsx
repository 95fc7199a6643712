import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { GalleryCard } from "../components/gallery/GalleryCard";
import * as styles from "../components/items/ItemList.module.css";
import { listPageHead, type PageData } from "../components/seo/PageHead";
import { Pagination } from "../components/ui/Pagination";
import type { GallerySummary } from "../components/gallery/gallery-types";
import type { ListPageContext } from "../lib/pagination";

type Data = PageData & { gallery: GallerySummary[] };

/** One page of the published galleries, newest first (lib/pagination.ts says which items each holds). */
export default function GalleryListPage({ data, pageContext }: PageProps<Data, ListPageContext>) {
  const { t } = useTranslation("gallery");
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("heading")}</h1>
      <p className={styles.empty}>{t("lead")}</p>
      {data.gallery.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ul className={styles.grid}>
          {data.gallery.map((item, index) => (
            <li key={item.id}>
              <GalleryCard item={item} loading={index === 0 ? "eager" : "lazy"} />
            </li>
          ))}
        </ul>
      )}
      <Pagination {...pageContext} />
    </div>
  );
}

export const Head = listPageHead("gallery");

export const query = graphql`
  query GalleryListPage($language: String!, $ids: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "gallery"] } }) {
      ...LocaleFields
    }
    gallery: galleryItemsById(ids: $ids) {
      ...GallerySummary
    }
  }
`;
