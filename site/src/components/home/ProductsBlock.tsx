import { useTranslation } from "gatsby-plugin-react-i18next";
import { Button } from "../ui/Button";
import { Carousel, type Slide } from "./Carousel";
import * as styles from "./Home.module.css";
import lecaLogo from "../../../../content/images/logo-leca.svg";
import lecaponLogo from "../../../../content/images/logo-lecapon.svg";
import blocksLogo from "../../../../content/images/logo-leca-blocks.svg";
import lecamixLogo from "../../../../content/images/logo-lecamix.svg";

const LOGOS = [
  { key: "leca", src: lecaLogo },
  { key: "lecapon", src: lecaponLogo },
  { key: "lecaBlocks", src: blocksLogo },
  { key: "lecamix", src: lecamixLogo },
] as const;

/** Four small product logos, the button to /products and the gallery carousel. */
export function ProductsBlock({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation("home");
  return (
    <section className={styles.section} aria-labelledby="products-heading">
      <div className={`container ${styles.products}`}>
        <div>
          <h2 id="products-heading">{t("products.heading")}</h2>
          <p className={styles.lead}>{t("products.lead")}</p>
          <ul className={styles.logos}>
            {LOGOS.map(({ key, src }) => (
              <li key={key}>
                <img src={src} alt="" width="64" height="64" loading="lazy" />
                <span>{t(`products.logos.${key}`)}</span>
              </li>
            ))}
          </ul>
          <Button link to="/products/" size="lg" textButton={t("products.button")} />
        </div>
        <Carousel slides={slides} />
      </div>
    </section>
  );
}
