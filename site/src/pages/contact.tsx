import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { ContactForm } from "../components/contact/ContactForm";
import * as styles from "../components/contact/Contact.module.css";
import { Layout } from "../components/layout/Layout";
import { pageHead } from "../components/seo/PageHead";

/** Contact: the form and what the visitor's details are used for. */
export default function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <Layout>
      <div className={`container ${styles.page}`}>
        <div className={styles.intro}>
          <h1>{t("heading")}</h1>
          <p className={styles.lead}>{t("lead")}</p>
        </div>
        <ContactForm />
      </div>
    </Layout>
  );
}

export const Head = pageHead("contact");

export const query = graphql`
  query ContactPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "contact", "errors"] } }
    ) {
      ...LocaleFields
    }
  }
`;
