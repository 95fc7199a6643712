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
