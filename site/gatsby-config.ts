import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { sitemapOptions } from "./gatsby/sitemap";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./src/lib/languages";

/** Absolute origin of the public site: canonical URLs, hreflang, sitemap and Open Graph use it. */
const siteUrl = (process.env.SITE_URL ?? "http://localhost:8000").replace(/\/+$/, "");
const repoRoot = path.resolve(__dirname, "..");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: "LECA Gulf" },
  // Every page is a folder with index.html: one URL per page, the same on Netlify and locally.
  trailingSlash: "always",
  graphqlTypegen: false,
  // The automatic JSX runtime: components need no React import.
  jsxRuntime: "automatic",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(repoRoot, "locales") },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.join(__dirname, ".images") },
    },
    // Not "gatsby-plugin-image" as a plugin: its only job at run time would be the <GatsbyImage>
    // style and loading script in every page's head, and pages render <Picture> instead
    // (src/components/ui/Picture.tsx). Its image-data helpers are imported as a library.
    {
      resolve: "gatsby-plugin-sharp",
      // Every picture in WebP only, which every browser the site supports shows. The PNG and JPEG
      // fallbacks of each size were never downloaded, yet encoding the PNGs took about 6 s of each
      // cache-less build (the publish budget is 60 s) and their srcset bloated every page's HTML.
      // Link previews get their own JPEG (src/components/seo/link-preview.ts).
      options: { defaults: { formats: ["webp"] } },
    },
    "gatsby-transformer-sharp",
    // Before the i18n plugin, so its provider wraps the layout (plugins/site-shell/gatsby-ssr.tsx).
    "site-shell",
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl,
        trailingSlash: "always",
        // English at "/", never a redirect by browser language: each language has its own URL.
        redirect: false,
        generateDefaultLanguagePage: false,
        verbose: false,
        i18nextOptions: {
          fallbackLng: DEFAULT_LANGUAGE,
          interpolation: { escapeValue: false },
          returnNull: false,
        },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: sitemapOptions,
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "LECA Gulf",
        short_name: "LECA Gulf",
        start_url: "/",
        lang: "en",
        background_color: "#fbf8f1",
        theme_color: "#f2b705",
        display: "minimal-ui",
        icon: path.join(repoRoot, "content", "images", "brand-mark.svg"),
        // The plugin's favicon links (an SVG, and a 32 px PNG for browsers without SVG icons) are
        // the only icon links a page carries. `legacy` would add eight apple-touch-icon links, one
        // per size (1.1 KB of every page's HTML); Seo.tsx names the one size iOS uses instead.
        include_favicon: true,
        legacy: false,
        cache_busting_mode: "query",
      },
    },
  ],
};

export default config;
