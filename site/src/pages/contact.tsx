import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { ContactForm } from "../components/contact/ContactForm";
import { QuoteSummary } from "../components/contact/QuoteSummary";
import { CONTACT_FORM_ID } from "../contracts/contact-fields";
import * as styles from "../components/contact/Contact.module.css";
import { pageHead } from "../components/seo/PageHead";
import { LocalizedLink } from "../components/ui/LocalizedLink";

/** Contact: the form and what the visitor's details are used for. */
export default function ContactPage() {
  const { t } = useTranslation("contact");
  const { t: calculatorT } = useTranslation("calculator");
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.intro}>
        <h1>{t("heading")}</h1>
        <p className={styles.lead}>{t("lead")}</p>
        <p className={styles.calculatorLink}>
          <LocalizedLink to="/calculator/">{calculatorT("contactLink")}</LocalizedLink>
        </p>
      </div>
      <QuoteSummary formId={CONTACT_FORM_ID} />
      <ContactForm id={CONTACT_FORM_ID} />
    </div>
  );
}

export const Head = pageHead("contact");

export const query = graphql`
  query ContactPage($language: String!) {
    locales: allLocale(
      filter: {
        language: { eq: $language }
        ns: { in: ["common", "contact", "errors", "calculator"] }
      }
    ) {
      ...LocaleFields
    }
  }
`;
