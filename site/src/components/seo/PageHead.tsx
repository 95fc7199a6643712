import type { HeadProps } from "gatsby";
import { factValues } from "../../lib/facts";
import { headTranslator, type LocaleNodes } from "../../lib/locale-data";
import type { I18nPageContext } from "../../lib/page-context";
import { Seo } from "./Seo";

export type PageData = { locales: LocaleNodes };

/**
 * `Head` for a page whose title and description are `meta.title` / `meta.description` in its
 * namespace (figures from facts.json interpolated).
 */
export function pageHead(namespace: string, options: { noindex?: boolean } = {}) {
  return function Head({ data, pageContext }: HeadProps<PageData, I18nPageContext>) {
    const t = headTranslator(data.locales);
    const values = factValues(pageContext.language);
    return (
      <Seo
        language={pageContext.language}
        originalPath={pageContext.i18n.originalPath}
        title={t(`${namespace}:meta.title`, values)}
        description={t(`${namespace}:meta.description`, values)}
        noindex={options.noindex}
      />
    );
  };
}
