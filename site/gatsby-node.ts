import fs from "node:fs/promises";
import path from "node:path";
import { ITEM_KINDS, type ItemKindName } from "@leca/shared/contracts";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import TerserPlugin from "terser-webpack-plugin";
import { createClassNamer, useShortClassNames } from "./gatsby/class-names";
import { entryAfterPaintCode, placeEntry } from "./gatsby/entry-placement";
import { writeCspHeaders } from "./gatsby/csp-headers";
import { localizedPages } from "./gatsby/localized-pages";
import { ITEM_NODES, localizedFragments, queryResolvers, typeDefs } from "./gatsby/schema";
import { robotsTxt } from "./gatsby/sitemap";
import { sourceKind } from "./gatsby/source-nodes";
import { StableCompilationHash } from "./gatsby/stable-compilation-hash";
import { listPagePath, listPages, type ListPageContext } from "./src/lib/pagination";

export const onPreExtractQueries: GatsbyNode["onPreExtractQueries"] = async ({ store }) => {
  const { directory } = store.getState().program as { directory: string };
  const fragments = path.join(directory, ".cache", "fragments");
  await fs.mkdir(fragments, { recursive: true });
  await fs.writeFile(path.join(fragments, "localized-fields.js"), localizedFragments);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(queryResolvers);
};

/**
 * What the site builds of each content kind besides its nodes (gatsby/source-nodes.ts, from the
 * kind's config): its list pages and one page per item. Keyed by the one kind list (shared
 * ITEM_KINDS), so a new kind does not compile until it names its templates here.
 */
const KINDS: Record<
  ItemKindName,
  {
    listTemplate: string;
    itemTemplate: string;
    /** Whether an item's page links its nearest neighbours in time ("more news"). */
    related: boolean;
  }
> = {
  news: {
    listTemplate: "src/templates/news-list.tsx",
    itemTemplate: "src/templates/news-item.tsx",
    related: true,
  },
  gallery: {
    listTemplate: "src/templates/gallery-list.tsx",
    itemTemplate: "src/templates/gallery-item.tsx",
    related: false,
  },
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const counts: string[] = [];
  for (const kind of ITEM_KINDS) counts.push(`${await sourceKind(kind, args)} ${kind}`);
  args.reporter.info(`API: ${counts.join(", ")} items`);
};

type Listing = Record<ItemKindName, { nodes: { id: string; slug: string }[] }>;

const RELATED_POSTS = 3;

/**
 * The nearest posts in time (the newer and older neighbours first, then further out), listed
 * newest first as `nodes` is.
 */
function relatedIds(nodes: { id: string }[], index: number): string[] {
  const picked: number[] = [];
  for (let step = 1; picked.length < RELATED_POSTS && step < nodes.length; step += 1) {
    for (const candidate of [index + step, index - step]) {
      if (nodes[candidate] && picked.length < RELATED_POSTS) picked.push(candidate);
    }
  }
  return picked.sort((a, b) => a - b).map((candidate) => nodes[candidate]!.id);
}

/**
 * A list's pages ("/news/", "/news/1/", ...), LIST_PAGE_SIZE items each, so no page grows with
 * the content; numbered from the oldest (src/lib/pagination.ts says why). An item whose slug is
 * a page number would share that page's path: it is reported, and its own page (created after
 * the list's) is the one served there.
 */
function createListPages(
  basePath: string,
  nodes: { id: string; slug: string }[],
  component: string,
  createPage: (page: { path: string; component: string; context: ListPageContext }) => void,
  reporter: { warn: (message: string) => void },
) {
  const pages = listPages(
    basePath,
    nodes.map((node) => node.id),
  );
  for (const page of pages) {
    createPage({
      path: listPagePath(basePath, page.page),
      component: path.resolve(component),
      context: page,
    });
  }
  const top = pages[0]!.top;
  for (const { slug } of nodes) {
    if (/^\d+$/.test(slug) && Number(slug) >= 1 && Number(slug) <= top) {
      reporter.warn(`${basePath}${slug}/ is both a list page and an item; the item wins`);
    }
  }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Every language's version at once (gatsby/localized-pages.ts says why not the plugin's).
  const createPage = (page: { path: string; component: string; context: object }) => {
    for (const version of localizedPages(page)) actions.createPage(version);
  };
  // Every kind's items, newest first, each under its kind's name.
  const lists = ITEM_KINDS.map(
    (kind) =>
      `${kind}: all${ITEM_NODES[kind].type}(sort: { publishedAt: DESC }) { nodes { id slug } }`,
  );
  const result = await graphql<Listing>(`{ ${lists.join("\n")} }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not list the ${ITEM_KINDS.join(" and ")} items`, result.errors);
    return;
  }
  // Every kind's list pages before any item's: an item whose slug is a page number takes that
  // path (createListPages), and the sitemap lists the lists first.
  for (const kind of ITEM_KINDS) {
    const nodes = result.data[kind].nodes;
    createListPages(`/${kind}/`, nodes, KINDS[kind].listTemplate, createPage, reporter);
  }
  for (const kind of ITEM_KINDS) {
    const { itemTemplate, related } = KINDS[kind];
    const nodes = result.data[kind].nodes;
    nodes.forEach((node, index) => {
      createPage({
        path: `/${kind}/${node.slug}/`,
        component: path.resolve(itemTemplate),
        context: related ? { id: node.id, relatedIds: relatedIds(nodes, index) } : { id: node.id },
      });
    });
  }
};

/**
 * After the build: clean pages, their CSP (_headers), robots.txt, and the link-preview card for
 * pages without a picture.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, cache }) => {
  // After the last change to any page: the CSP hashes are of the final inline scripts. The same
  // read of each page removes stray NUL bytes and gives a long page its islands entry as a file.
  const entry = JSON.parse(await fs.readFile(path.resolve(".islands/entry.json"), "utf8"));
  await writeCspHeaders({
    publicDir: path.resolve("public"),
    netlifyToml: path.resolve("../netlify.toml"),
    cacheFile: path.join(cache.directory, "built-pages.json"),
    reporter,
    finish: (html) => placeEntry(html, entry),
    everyPageScripts: [entry.code, entryAfterPaintCode(entry)],
  });
  const { siteUrl } = (store.getState() as { config: { siteMetadata: { siteUrl: string } } }).config
    .siteMetadata;
  await fs.writeFile(path.resolve("public/robots.txt"), robotsTxt(siteUrl));
  await sharp(path.resolve("../content/images/home-hero.svg"), { density: 144 })
    .resize(1200, 630, { fit: "cover" })
    .png({ compressionLevel: 9 })
    .toFile(path.resolve("public/og-image.png"));
};

/** One namer for both production stages, so the markup and the CSS name each class alike. */
const className = createClassNamer(path.resolve());

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
  if (stage !== "build-html" && stage !== "build-javascript") return;
  const config = getConfig();
  // Both production stages: build-html writes the class names into the markup, build-javascript
  // into the CSS.
  if (useShortClassNames(config, className) === 0)
    throw new Error("No CSS-modules css-loader in Gatsby's webpack rules: update class-names.ts");
  if (stage === "build-html") {
    actions.replaceWebpackConfig(config);
    return;
  }
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
  // Gatsby bundles every page's CSS into one `styles` chunk and inlines it in every page: 38 KB
  // (7-8 KB compressed) on each, most of it for components that page does not have (forms,
  // calculator, carousel, accordions). Without that group each template's CSS travels with its
  // chunk, and a page inlines the app's global CSS plus its own template's: what decides whether
  // its HTML fits the first round trip of a slow connection
  // (docs/benchmarks/2026-11-site-speed-levers.md).
  delete config.optimization.splitChunks.cacheGroups.styles;
  config.plugins.push(new StableCompilationHash());
  actions.replaceWebpackConfig(config);
};
