import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { NewsArticle } from "../components/news/NewsArticle";
import type { NodePicture, Selected, Sharp } from "../components/items/item-node";
import { NewsCard } from "../components/news/NewsCard";
import { Picture } from "../components/ui/Picture";
import * as listStyles from "../components/items/ItemList.module.css";
import * as styles from "../components/news/News.module.css";
import { newsArticleJsonLd } from "../components/seo/json-ld";
import { linkPreviewSrc, type LinkPreview } from "../components/seo/link-preview";
import { Seo } from "../components/seo/Seo";
import { formatDate } from "../lib/dates";
import { localizedPath } from "../lib/languages";
import { headTranslator, type LocaleNodes } from "../lib/locale-data";
import { pickText } from "../lib/localized";
import type { NewsSummary } from "../components/news/news-types";
import type { I18nPageContext } from "../lib/page-context";

interface Data {
  locales: LocaleNodes;
  site: { siteMetadata: { siteUrl: string; title: string } };
  item: Selected<
    "news",
    "slug" | "title" | "excerpt" | "bodyHtml" | "publishedAt" | "updatedAt",
    { cover: NodePicture<Sharp & LinkPreview> | null }
  >;
  related: NewsSummary[];
}

/** A news article: title, date, cover picture, body (sanitised HTML made at build) and three related posts. */
export default function NewsItemPage({ data, pageContext }: PageProps<Data, I18nPageContext>) {
  const { t } = useTranslation("news");
  const { language } = pageContext;
  const { item } = data;
  const title = pickText(item.title, language);
  const body = pickText(item.bodyHtml, language);
  const cover = getImage(item.cover?.image?.childImageSharp ?? null);
  return (
    <>
      <NewsArticle
        title={title}
        publishedAt={item.publishedAt}
        date={formatDate(item.publishedAt, language)}
        untranslated={t("common:untranslated")}
        cover={
          cover && (
            <Picture
              image={cover}
              alt={pickText(item.cover?.alt, language).text}
              className={styles.cover}
              loading="eager"
            />
          )
        }
        body={body}
      />
      {data.related.length > 0 && (
        <section className={`container ${styles.related}`} aria-labelledby="related-heading">
          <h2 id="related-heading">{t("related")}</h2>
          <ul className={listStyles.grid}>
            {data.related.map((related) => (
              <li key={related.id}>
                <NewsCard item={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, I18nPageContext>) {
  const t = headTranslator(data.locales);
  const { language } = pageContext;
  const { siteUrl, title: siteName } = data.site.siteMetadata;
  const originalPath = `/news/${data.item.slug}/`;
  const title = pickText(data.item.title, language).text;
  const description = pickText(data.item.excerpt, language).text;
  const image = linkPreviewSrc(data.item.cover?.image?.childImageSharp);
  const article = newsArticleJsonLd({
    url: new URL(localizedPath(originalPath, language), `${siteUrl}/`).toString(),
    headline: title,
    description,
    ...(image ? { image: new URL(image, `${siteUrl}/`).toString() } : {}),
    datePublished: data.item.publishedAt,
    dateModified: data.item.updatedAt,
    language,
    publisher: siteName,
    siteUrl,
  });
  return (
    <Seo
      language={language}
      originalPath={originalPath}
      title={`${title} | ${t("news:meta.title")}`}
      description={description}
      image={image}
      imageAlt={pickText(data.item.cover?.alt, language).text}
      type="article"
      jsonLd={[article]}
    >
      <meta property="article:published_time" content={data.item.publishedAt} />
      <meta property="article:modified_time" content={data.item.updatedAt} />
    </Seo>
  );
}

export const query = graphql`
  query NewsItemPage($id: String!, $relatedIds: [String!]!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "news"] } }) {
      ...LocaleFields
    }
    site {
      siteMetadata {
        siteUrl
        title
      }
    }
    item: newsItem(id: { eq: $id }) {
      slug
      title {
        ...LocalizedFields
      }
      excerpt {
        ...LocalizedFields
      }
      bodyHtml {
        ...LocalizedFields
      }
      publishedAt
      updatedAt
      cover {
        alt {
          ...LocalizedFields
        }
        image {
          childImageSharp {
            gatsbyImageData(width: 960, placeholder: BLURRED)
            ...LinkPreview
          }
        }
      }
    }
    related: newsItemsById(ids: $relatedIds) {
      ...NewsSummary
    }
  }
`;
