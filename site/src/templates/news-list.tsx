import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Layout } from "../components/layout/Layout";
import { NewsCard } from "../components/news/NewsCard";
import * as styles from "../components/news/News.module.css";
import { pageHead, type PageData } from "../components/seo/PageHead";
import type { NewsSummary } from "../lib/news-types";

type Data = PageData & { news: { nodes: NewsSummary[] } };

/** Every published news item, newest first. */
export default function NewsPage({ data }: PageProps<Data>) {
  const { t } = useTranslation("news");
  return (
    <Layout>
      <div className={`container ${styles.page}`}>
        <h1>{t("heading")}</h1>
        <p className={styles.empty}>{t("lead")}</p>
        {data.news.nodes.length === 0 ? (
          <p className={styles.empty}>{t("empty")}</p>
        ) : (
          <ul className={styles.grid}>
            {data.news.nodes.map((item, index) => (
              <li key={item.id}>
                <NewsCard item={item} loading={index === 0 ? "eager" : "lazy"} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Layout>
  );
}

export const Head = pageHead("news");

export const query = graphql`
  query NewsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "news"] } }) {
      ...LocaleFields
    }
    news: allNewsItem(sort: { publishedAt: DESC }) {
      nodes {
        ...NewsSummary
      }
    }
  }
`;
