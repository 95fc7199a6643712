import type { HeadProps } from "gatsby";
import { factValues } from "../../lib/facts";
import { figureText } from "../../lib/figure-text";
import { localizedPath } from "../../lib/languages";
import { UNITS, productFigures, type FigureProduct } from "../../lib/product-figures";
import { productJsonLd } from "./json-ld";
import { headTranslator, type LocaleNodes } from "../../lib/locale-data";
import type { I18nPageContext } from "../../lib/page-context";
import type { ListPageContext } from "../../lib/pagination";
import { RenderAfter } from "./RenderAfter";
import { Seo } from "./Seo";

export type PageData = { locales: LocaleNodes };

/**
 * `Head` for a page whose title and description are `meta.title` / `meta.description` in its
 * namespace (figures from facts.json interpolated). `firstScreenEnd`: the id of the element after
 * the page's first screen, when that screen must be painted whole (RenderAfter).
 */
export function pageHead(
  namespace: string,
  options: { noindex?: boolean; firstScreenEnd?: string } = {},
) {
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
      >
        {options.firstScreenEnd && <RenderAfter id={options.firstScreenEnd} />}
      </Seo>
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
    // Without the page count: it would change every numbered page's title as the list grows.
    const { page } = pageContext;
    return (
      <Seo
        language={pageContext.language}
        originalPath={pageContext.i18n.originalPath}
        title={page > 0 ? t("common:pagination.title", { title, page }) : title}
        description={t(`${namespace}:meta.description`, values)}
      />
    );
  };
}

/**
 * `Head` for a product page: pageHead's, plus a schema.org Product in the page's language with
 * the product's key figures (lib/product-figures.ts) as additionalProperty.
 */
export function productHead(namespace: string, product: FigureProduct) {
  return function Head({ data, pageContext }: HeadProps<PageData, I18nPageContext>) {
    const t = headTranslator(data.locales);
    const { language } = pageContext;
    const values = factValues(language);
    const description = t(`${namespace}:meta.description`, values);
    const common = (key: string, more?: Record<string, string>) => t(`common:${key}`, more);
    const jsonLd = ({ siteUrl, name }: { siteUrl: string; name: string }) => [
      productJsonLd({
        url: new URL(
          localizedPath(pageContext.i18n.originalPath, language),
          `${siteUrl}/`,
        ).toString(),
        name: t(`${namespace}:heading`, values),
        description,
        image: `${siteUrl}/og-image.png`,
        siteUrl,
        seller: name,
        properties: productFigures(product).map((figure) => ({
          name: common(`figures.labels.${figure.id}`),
          text: figureText(figure, language, common),
          ...(figure.min !== undefined ? { minValue: figure.min } : {}),
          ...(figure.max !== undefined ? { maxValue: figure.max } : {}),
          ...(figure.unit ? { unitCode: UNITS[figure.unit] } : {}),
          ...(figure.unit && figure.unit !== "percent"
            ? { unitText: common(`figures.units.${figure.unit}`) }
            : figure.unit === "percent"
              ? { unitText: "%" }
              : {}),
        })),
      }),
    ];
    return (
      <Seo
        language={language}
        originalPath={pageContext.i18n.originalPath}
        title={t(`${namespace}:meta.title`, values)}
        description={description}
        jsonLd={jsonLd}
      />
    );
  };
}
