import { graphql, type HeadProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Seo } from "../components/seo/Seo";
import { LocalizedLink } from "../components/ui/LocalizedLink";
import { headTranslator, type LocaleNodes } from "../lib/locale-data";
import type { I18nPageContext } from "../lib/page-context";

type Data = { locales: LocaleNodes };

/**
 * Spec: an unknown path goes to the home page (of its language). The servers redirect before this
 * page is ever sent (every navigation is a page load); should a host serve it anyway, it links there.
 */
export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <div className="container" style={{ paddingBlock: "4rem" }}>
      <h1>{t("notFound.title")}</h1>
      <p>
        <LocalizedLink to="/">{t("notFound.link")}</LocalizedLink>
      </p>
    </div>
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
