import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { NewsCard } from "../components/news/NewsCard";
import * as styles from "../components/items/ItemList.module.css";
import { listPageHead, type PageData } from "../components/seo/PageHead";
import { Pagination } from "../components/ui/Pagination";
import type { NewsSummary } from "../components/news/news-types";
import type { ListPageContext } from "../lib/pagination";

type Data = PageData & { news: NewsSummary[] };

/** One page of the published news, newest first (lib/pagination.ts says which items each holds). */
export default function NewsListPage({ data, pageContext }: PageProps<Data, ListPageContext>) {
  const { t } = useTranslation("news");
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("heading")}</h1>
      <p className={styles.empty}>{t("lead")}</p>
      {data.news.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ul className={styles.grid}>
          {data.news.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} loading={index === 0 ? "eager" : "lazy"} />
            </li>
          ))}
        </ul>
      )}
      <Pagination {...pageContext} />
    </div>
  );
}

export const Head = listPageHead("news");

export const query = graphql`
  query NewsListPage($language: String!, $ids: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "news"] } }) {
      ...LocaleFields
    }
    news: newsItemsById(ids: $ids) {
      ...NewsSummary
    }
  }
`;
