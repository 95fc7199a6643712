import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useI18next } from "gatsby-plugin-react-i18next";
import { Button } from "../ui/Button";
import { LocalizedLink } from "../ui/LocalizedLink";
import { Picture } from "../ui/Picture";
import * as styles from "./Hero.module.css";

interface Props {
  image: IGatsbyImageData | undefined;
}

/**
 * Full-height hero. On load its lines slide in one after another with CSS alone, visible from
 * the first paint: the title is the page's largest paint and must not wait for script or fonts.
 */
export function Hero({ image }: Props) {
  const { t } = useI18next();

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {image && <Picture image={image} alt="" className={styles.backdrop} loading="eager" />}
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.content} data-hero-stage="">
        <p className={`${styles.line} ${styles.eyebrow}`} data-hero-line="" data-hero-stage="">
          {t("hero.eyebrow")}
        </p>
        <h1
          id="hero-title"
          className={`${styles.line} ${styles.title}`}
          data-hero-line=""
          data-hero-stage=""
        >
          {t("hero.title")}
        </h1>
        <p className={`${styles.line} ${styles.lead}`} data-hero-line="" data-hero-stage="">
          {t("hero.lead")}
        </p>
        <div className={`${styles.line} ${styles.actions}`} data-hero-line="" data-hero-stage="">
          <Button link to="/about/" size="lg" textButton={t("hero.button")} />
          <LocalizedLink to="/about/" className={styles.readMore}>
            {t("hero.readMore")}
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}
