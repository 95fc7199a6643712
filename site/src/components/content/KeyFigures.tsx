import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { figureText } from "../../lib/figure-text";
import { productFigures, type FigureProduct } from "../../lib/product-figures";
import { Section } from "./Section";
import * as styles from "./KeyFigures.module.css";

/**
 * A product's key figures from facts.json, as a two-column table: what the page's schema.org
 * Product lists as additionalProperty, and the heart of its printed data sheet.
 */
export function KeyFigures({ product }: { product: FigureProduct }) {
  const { t } = useTranslation("common");
  const { language } = useI18next();
  return (
    <Section id="key-figures" heading={t("figures.heading")}>
      <table className={styles.table}>
        <tbody>
          {productFigures(product).map((figure) => (
            <tr key={figure.id}>
              <th scope="row">{t(`figures.labels.${figure.id}`)}</th>
              <td>{figureText(figure, language, (key, values) => t(key, values ?? {}))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
