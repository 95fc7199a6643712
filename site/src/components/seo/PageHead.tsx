import type { HeadProps } from "gatsby";
import { factValues } from "../../lib/facts";
import { headTranslator, type LocaleNodes } from "../../lib/locale-data";
import type { I18nPageContext } from "../../lib/page-context";
import type { ListPageContext } from "../../lib/pagination";
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

/**
 * `Head` for a page of a paginated list: the list's own title on its first page, and the page
 * number in the title of the others, so each page has a title of its own in results and tabs.
 */
export function listPageHead(namespace: string) {
  return function Head({
    data,
    pageContext,
  }: HeadProps<PageData, I18nPageContext & ListPageContext>) {
    const t = headTranslator(data.locales);
    const values = factValues(pageContext.language);
    const title = t(`${namespace}:meta.title`, values);
    const { currentPage, pageCount } = pageContext;
    return (
      <Seo
        language={pageContext.language}
        originalPath={pageContext.i18n.originalPath}
        title={
          currentPage > 1
            ? t("common:pagination.title", { title, page: currentPage, count: pageCount })
            : title
        }
        description={t(`${namespace}:meta.description`, values)}
      />
    );
  };
}
