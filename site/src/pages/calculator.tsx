import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { DeadLoadSection, QuantitySection } from "../components/calculator/CalculatorSections";
import * as styles from "../components/contact/Contact.module.css";
import { pageHead } from "../components/seo/PageHead";

/**
 * The calculators on a page of their own (issue 21): linked from the product pages and the
 * contact page, not from the top navigation, which the spec fixes.
 */
export default function CalculatorPage() {
  const { t } = useTranslation("calculator");
  return (
    <>
      <div className={`container ${styles.page}`}>
        <div className={styles.intro}>
          <h1>{t("heading")}</h1>
          <p className={styles.lead}>{t("lead")}</p>
        </div>
      </div>
      <QuantitySection />
      <DeadLoadSection tinted />
    </>
  );
}

export const Head = pageHead("calculator");

export const query = graphql`
  query CalculatorPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "calculator"] } }
    ) {
      ...LocaleFields
    }
  }
`;
