import { useEffect } from "react";
import { graphql, navigate, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/seo/Seo";
import { LocalizedLink } from "../components/ui/LocalizedLink";
import { homeOf, languageOfPath } from "../lib/languages";
import { headTranslator, type LocaleNodes } from "../lib/locale-data";
import type { I18nPageContext } from "../lib/page-context";

type Data = { locales: LocaleNodes };

/**
 * Spec: an unknown path goes to the home page (of its language). The servers redirect before this
 * page is ever sent; it covers client-side navigation to a path that does not exist.
 */
export default function NotFoundPage({ location }: PageProps<Data, I18nPageContext>) {
  const { t } = useTranslation("common");
  const home = homeOf(languageOfPath(location.pathname));
  useEffect(() => {
    void navigate(home, { replace: true });
  }, [home]);
  return (
    <Layout locationState={location.state}>
      <div className="container" style={{ paddingBlock: "4rem" }}>
        <h1>{t("notFound.title")}</h1>
        <p>
          <LocalizedLink to="/">{t("notFound.link")}</LocalizedLink>
        </p>
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, I18nPageContext>) {
  const t = headTranslator(data.locales);
  return (
    <Seo
      language={pageContext.language}
      originalPath="/"
      title={t("notFound.title")}
      description={t("meta.defaultDescription")}
      noindex
    />
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common"] } }) {
      ...LocaleFields
    }
  }
`;
