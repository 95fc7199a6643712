import { useTranslation } from "gatsby-plugin-react-i18next";
import type { CalculatorProduct } from "../../lib/calculator/quantity";
import { factValues } from "../../lib/facts";
import { useI18next } from "gatsby-plugin-react-i18next";
import { Section } from "../content/Section";
import { LocalizedLink } from "../ui/LocalizedLink";
import { DeadLoadCalculator } from "./DeadLoadCalculator";
import { QuantityCalculator } from "./QuantityCalculator";
import * as styles from "./Calculator.module.css";

interface Props {
  /** On a product page: that product's uses, and a link to the calculator for all of them. */
  product?: CalculatorProduct;
  tinted?: boolean;
}

/** The quantity calculator under its h2 (#calculator), where a page offers it. */
export function QuantitySection({ product, tinted = false }: Props) {
  const { t } = useTranslation("calculator");
  return (
    <Section
      id="calculator"
      heading={t("quantity.heading")}
      lead={t("quantity.lead")}
      tinted={tinted}
    >
      <QuantityCalculator product={product} />
      {product && (
        <p className={styles.links}>
          <LocalizedLink to="/calculator/">{t("productLink")}</LocalizedLink>
        </p>
      )}
    </Section>
  );
}

/** The dead-load calculator under its h2 (#dead-load). */
export function DeadLoadSection({ tinted = false }: Omit<Props, "product">) {
  const { t } = useTranslation("calculator");
  const { language } = useI18next();
  return (
    <Section
      id="dead-load"
      heading={t("deadLoad.heading")}
      lead={t("deadLoad.lead", factValues(language))}
      tinted={tinted}
    >
      <DeadLoadCalculator />
    </Section>
  );
}
