import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LoginForm } from "../components/login/LoginForm";
import * as styles from "../components/login/Login.module.css";
import { pageHead } from "../components/seo/PageHead";

/** The team's way into the dashboard; kept out of search results. */
export default function LoginPage() {
  const { t } = useTranslation("login");
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1>{t("heading")}</h1>
        <p className={styles.lead}>{t("lead")}</p>
        <LoginForm />
      </div>
    </div>
  );
}

export const Head = pageHead("login", { noindex: true });

export const query = graphql`
  query LoginPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "login", "errors"] } }
    ) {
      ...LocaleFields
    }
  }
`;
