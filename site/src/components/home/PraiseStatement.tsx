import { useTranslation } from "gatsby-plugin-react-i18next";
import * as styles from "./Home.module.css";

/** The praise statement between the applications and the products. */
export function PraiseStatement() {
  const { t } = useTranslation("home");
  return (
    <section className={styles.praise} aria-label={t("praise.attribution")}>
      <figure className="container">
        <blockquote className={styles.quote}>
          <p>{t("praise.quote")}</p>
        </blockquote>
        <figcaption className={styles.attribution}>{t("praise.attribution")}</figcaption>
      </figure>
    </section>
  );
}
