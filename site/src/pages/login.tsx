import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Layout } from "../components/layout/Layout";
import { LoginForm } from "../components/login/LoginForm";
import * as styles from "../components/login/Login.module.css";
import { pageHead, type PageData } from "../components/seo/PageHead";
import { Toasts } from "../lib/toasts";

/** The team's way into the dashboard; kept out of search results. */
export default function LoginPage({ location }: PageProps<PageData>) {
  const { t } = useTranslation("login");
  return (
    <>
      <Layout locationState={location.state}>
        <div className={`container ${styles.page}`}>
          <div className={styles.card}>
            <h1>{t("heading")}</h1>
            <p className={styles.lead}>{t("lead")}</p>
            <LoginForm />
          </div>
        </div>
      </Layout>
      {/* Outside the animated content: a transformed parent would carry the fixed toasts along. */}
      <Toasts label={t("notifications")} />
    </>
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
