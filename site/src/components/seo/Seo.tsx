import type { ReactNode } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { DEFAULT_LANG, LOCALES } from "@leca/shared/languages";
import { LANGUAGES, directionOf, isLanguage, localizedPath } from "../../lib/languages";
import { fontPreloadsFor } from "./font-preloads";
import { organizationJsonLd } from "./json-ld";

interface SeoProps {
  language: string;
  /** The page's path in English form ("/about/"): alternates and canonical derive from it. */
  originalPath: string;
  title: string;
  description: string;
  /** Absolute or root-relative image for link previews; the site's card image otherwise. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** More structured data (e.g. NewsArticle) next to the Organization; a function gets the site's URL and name. */
  jsonLd?: object[] | ((site: { siteUrl: string; name: string }) => object[]);
  noindex?: boolean;
  children?: ReactNode;
}

/** Everything a page puts in <head>: language and direction on <html>, titles, links, cards. */
export function Seo(props: SeoProps) {
  const { site } = useStaticQuery<{ site: { siteMetadata: { siteUrl: string; title: string } } }>(
    graphql`
      query SeoSite {
        site {
          siteMetadata {
            siteUrl
            title
          }
        }
      }
    `,
  );
  const { siteUrl, title: siteName } = site.siteMetadata;
  const url = (path: string) => new URL(path, `${siteUrl}/`).toString();
  const canonical = url(localizedPath(props.originalPath, props.language));
  const image = url(props.image ?? "/og-image.png");
  const fullTitle = props.title.includes(siteName) ? props.title : `${props.title} | ${siteName}`;
  const more =
    typeof props.jsonLd === "function"
      ? props.jsonLd({ siteUrl, name: siteName })
      : (props.jsonLd ?? []);
  const structured = [organizationJsonLd(siteUrl, siteName), ...more];

  return (
    <>
      <html lang={props.language} dir={directionOf(props.language)} />
      {fontPreloadsFor(props.language).map((href) => (
        <link
          key={href}
          rel="preload"
          as="font"
          type="font/woff2"
          href={href}
          // Fonts are fetched in CORS mode: a preload without it is not reused and loads twice.
          crossOrigin="anonymous"
        />
      ))}
      <title>{fullTitle}</title>
      <meta name="description" content={props.description} />
      {props.noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {LANGUAGES.map((code) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={code}
          href={url(localizedPath(props.originalPath, code))}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(props.originalPath)} />
      {/* The favicons come from gatsby-plugin-manifest (gatsby-config.ts); iOS takes its home
          screen icon from this one link (it scales the 192 px icon the manifest lists). */}
      <link rel="apple-touch-icon" href="/icons/icon-192x192.png" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={props.type ?? "website"} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={props.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      {props.imageAlt && <meta property="og:image:alt" content={props.imageAlt} />}
      <meta
        property="og:locale"
        content={LOCALES[isLanguage(props.language) ? props.language : DEFAULT_LANG].openGraph}
      />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={props.description} />
      <meta name="twitter:image" content={image} />
      <script
        type="application/ld+json"
        // A data block, never executed; "<" is escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, "\\u003c") }}
      />
      {props.children}
    </>
  );
}
