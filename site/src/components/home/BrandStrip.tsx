import { useTranslation } from "gatsby-plugin-react-i18next";
import { LECA_DEFINITION_ID } from "../../lib/dom-ids";
import { factValues } from "../../lib/facts";
import * as styles from "./Home.module.css";

/** The brand definition: what the letters stand for and what the material is. */
export function BrandStrip() {
  const { t, i18n } = useTranslation("home");
  return (
    <section
      id={LECA_DEFINITION_ID}
      className={styles.strip}
      aria-label={t("definition.expansion")}
    >
      <dl className={`container ${styles.definition}`}>
        <dt>
          <abbr title={t("definition.expansion")}>{t("definition.term")}</abbr>
          <span className={styles.expansion}>{t("definition.expansion")}</span>
        </dt>
        <dd>{t("definition.text", factValues(i18n.language))}</dd>
      </dl>
    </section>
  );
}
