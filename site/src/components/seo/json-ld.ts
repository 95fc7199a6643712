/** schema.org Organization for every page: who publishes the site. */
export function organizationJsonLd(siteUrl: string, name: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    address: { "@type": "PostalAddress", addressLocality: "Dubai", addressCountry: "AE" },
  };
}

interface ArticleFacts {
  url: string;
  headline: string;
  description: string;
  image?: string;
  datePublished: string;
  dateModified: string;
  language: string;
  publisher: string;
  siteUrl: string;
}

/** schema.org NewsArticle for a news page. */
export function newsArticleJsonLd(facts: ArticleFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: facts.url,
    headline: facts.headline,
    description: facts.description,
    ...(facts.image ? { image: [facts.image] } : {}),
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    inLanguage: facts.language,
    publisher: { "@type": "Organization", name: facts.publisher, url: `${facts.siteUrl}/` },
  };
}

/** One key figure as schema.org's PropertyValue wants it. */
export interface ProductProperty {
  name: string;
  /** The figure as the page writes it ("50 and 100 L"), or words. */
  text: string;
  minValue?: number;
  maxValue?: number;
  unitCode?: string;
  unitText?: string;
}

interface ProductFacts {
  url: string;
  name: string;
  description: string;
  image: string;
  siteUrl: string;
  seller: string;
  properties: ProductProperty[];
}

/**
 * schema.org Product for a product page, in the page's language: its key figures (facts.json) as
 * additionalProperty. A range or a bound gives minValue/maxValue with its UN/CEFACT unit code; a
 * list or words give the text as the page shows it.
 */
export function productJsonLd(facts: ProductFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: facts.image,
    brand: { "@type": "Brand", name: "LECA" },
    seller: { "@type": "Organization", name: facts.seller, url: `${facts.siteUrl}/` },
    additionalProperty: facts.properties.map((property) => ({
      "@type": "PropertyValue",
      name: property.name,
      value: property.text,
      ...(property.minValue !== undefined ? { minValue: property.minValue } : {}),
      ...(property.maxValue !== undefined ? { maxValue: property.maxValue } : {}),
      ...(property.unitCode ? { unitCode: property.unitCode } : {}),
      ...(property.unitText ? { unitText: property.unitText } : {}),
    })),
  };
}
