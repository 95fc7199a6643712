import { getImage } from "gatsby-plugin-image";
import { useI18next } from "gatsby-plugin-react-i18next";
import { langAttributes, pickText } from "../../lib/localized";
import type { GallerySummary } from "./gallery-types";
import { LocalizedLink } from "../ui/LocalizedLink";
import { Picture } from "../ui/Picture";
import * as styles from "../items/ItemList.module.css";

/** A gallery teaser: its cover (the first picture), the title (the link) and how many pictures it holds. */
export function GalleryCard({
  item,
  loading = "lazy",
}: {
  item: GallerySummary;
  /** "eager" for the first card of the list: its picture is the page's largest paint on a phone. */
  loading?: "eager" | "lazy";
}) {
  const { t, language } = useI18next();
  const title = pickText(item.title, language);
  const { cover } = item;
  const image = getImage(cover?.image?.childImageSharp ?? null);
  return (
    <article className={styles.card}>
      {image && (
        <Picture
          image={image}
          alt={pickText(cover?.alt, language).text}
          className={styles.cardImage}
          loading={loading}
        />
      )}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle} {...langAttributes(title)}>
          <LocalizedLink to={`/gallery/${item.slug}/`} className={styles.cardLink}>
            {title.text}
          </LocalizedLink>
        </h2>
        <p className={styles.date}>{t("gallery:pictures", { count: item.pictureCount })}</p>
      </div>
    </article>
  );
}
