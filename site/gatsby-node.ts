import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import TerserPlugin from "terser-webpack-plugin";
import { writeCspHeaders } from "./gatsby/csp-headers";
import { typeDefs } from "./gatsby/schema";
import { sourceGallery, sourceNews } from "./gatsby/source-nodes";
import { stripNulBytes } from "./gatsby/strip-nul";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const news = await sourceNews(args);
  const gallery = await sourceGallery(args);
  args.reporter.info(`API: ${news} news and ${gallery} gallery items`);
};

interface Listing {
  allNewsItem: { nodes: { id: string; slug: string }[] };
  allGalleryItem: { nodes: { id: string; slug: string }[] };
}

const RELATED_POSTS = 3;

/** The nearest posts in time: the newer and older neighbours first, then further out. */
function relatedIds(nodes: { id: string }[], index: number): string[] {
  const ids: string[] = [];
  for (let step = 1; ids.length < RELATED_POSTS && step < nodes.length; step += 1) {
    for (const candidate of [nodes[index + step], nodes[index - step]]) {
      if (candidate && ids.length < RELATED_POSTS) ids.push(candidate.id);
    }
  }
  return ids;
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Listing>(`
    {
      allNewsItem(sort: { publishedAt: DESC }) {
        nodes {
          id
          slug
        }
      }
      allGalleryItem(sort: { publishedAt: DESC }) {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not list news and gallery items", result.errors);
    return;
  }
  const news = result.data.allNewsItem.nodes;
  news.forEach((node, index) => {
    actions.createPage({
      path: `/news/${node.slug}/`,
      component: path.resolve("src/templates/news-item.tsx"),
      context: { id: node.id, relatedIds: relatedIds(news, index) },
    });
  });
  for (const node of result.data.allGalleryItem.nodes) {
    actions.createPage({
      path: `/gallery/${node.slug}/`,
      component: path.resolve("src/templates/gallery-item.tsx"),
      context: { id: node.id },
    });
  }
};

/**
 * After the build: clean pages, their CSP (_headers), robots.txt, and the link-preview card for
 * pages without a picture.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const cleaned = await stripNulBytes(path.resolve("public"));
  if (cleaned > 0) reporter.info(`removed stray NUL bytes from ${cleaned} pages`);
  // After the last change to any page: the CSP hashes are of the final inline scripts.
  await writeCspHeaders({
    publicDir: path.resolve("public"),
    netlifyToml: path.resolve("../netlify.toml"),
    reporter,
  });
  // robots.txt names the sitemap by absolute URL, so it is written for this build's SITE_URL.
  const { siteUrl } = (store.getState() as { config: { siteMetadata: { siteUrl: string } } }).config
    .siteMetadata;
  await fs.writeFile(
    path.resolve("public/robots.txt"),
    `User-agent: *\nDisallow: /dashboard/\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
  await sharp(path.resolve("../content/images/home-hero.svg"), { density: 144 })
    .resize(1200, 630, { fit: "cover" })
    .png({ compressionLevel: 9 })
    .toFile(path.resolve("public/og-image.png"));
};

/**
 * The browser bundles, built for a publish that the admin is waiting on (a cache-less build must
 * stay inside the 60 s publish budget on a 2-core machine):
 * - minified by SWC instead of Terser: the same minifier's rules, 7 s less per cold build here,
 *   and 0.9 KB gz smaller (app 45.9 KB, framework 45.1 KB);
 * - no source maps: nothing serves or reads them, and writing them cost another 2 s.
 * The HTML renderer keeps its source maps: they point a failed page render at the right line.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  config.devtool = false;
  config.optimization.minimizer = [
    // Gatsby's own minifier settings, in the options SWC knows (it has no `ie8`).
    new TerserPlugin({
      minify: TerserPlugin.swcMinify,
      exclude: /\.min\.js/,
      terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true } },
    }),
    plugins.minifyCss(),
  ];
  actions.replaceWebpackConfig(config);
};
