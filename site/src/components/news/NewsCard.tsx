import { getImage } from "gatsby-plugin-image";
import { useI18next } from "gatsby-plugin-react-i18next";
import { formatDate } from "../../lib/dates";
import { langAttributes, pickText } from "../../lib/localized";
import type { NewsSummary } from "./news-types";
import { LocalizedLink } from "../ui/LocalizedLink";
import { Picture } from "../ui/Picture";
import * as styles from "../items/ItemList.module.css";

interface Props {
  item: NewsSummary;
  headingLevel?: 2 | 3;
  /** "eager" for the first card of a list: its picture is the page's largest paint on a phone. */
  loading?: "eager" | "lazy";
}

/** A news teaser: picture, date, title (the link) and excerpt. */
export function NewsCard({ item, headingLevel = 2, loading = "lazy" }: Props) {
  const { language } = useI18next();
  const title = pickText(item.title, language);
  const excerpt = pickText(item.excerpt, language);
  const image = getImage(item.cover?.image?.childImageSharp ?? null);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {image && (
        <Picture
          image={image}
          alt={pickText(item.cover?.alt, language).text}
          className={styles.cardImage}
          loading={loading}
        />
      )}
      <div className={styles.cardBody}>
        <time dateTime={item.publishedAt} className={styles.date}>
          {formatDate(item.publishedAt, language)}
        </time>
        <Heading className={styles.cardTitle} {...langAttributes(title)}>
          <LocalizedLink to={`/news/${item.slug}/`} className={styles.cardLink}>
            {title.text}
          </LocalizedLink>
        </Heading>
        <p {...langAttributes(excerpt)}>{excerpt.text}</p>
      </div>
    </article>
  );
}
