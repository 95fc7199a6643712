// Bundles the public pages' browser code (src/islands: the shell every page runs and the islands
// it loads on demand) into content-hashed ES modules under static/islands, which Gatsby copies to
// public/islands; the hosts cache any .js for a year, so every name carries its content hash.
// gatsby-ssr.tsx inlines the entry (.islands/entry.json) in every page; long pages get its file.
// The pages get no React and no Gatsby runtime: see src/islands/README.md for why.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { slimCountries } from "./slim-countries.mjs";

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(site, "static", "islands");
const entryFile = path.join(site, ".islands", "entry.json");
const chunksFile = path.join(site, ".islands", "chunks.json");
const ENTRY = "src/islands/main.ts";

const common = {
  absWorkingDir: site,
  bundle: true,
  format: "esm",
  // Every browser that runs module scripts runs ES2020; older ones get the plain HTML pages.
  target: "es2020",
  minify: true,
  sourcemap: false,
  legalComments: "none",
  metafile: true,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
};

const publicPath = (file) =>
  "/" +
  path.relative(path.join(site, "static"), path.resolve(site, file)).split(path.sep).join("/");
const sourceOf = (resolveDir, specifier) =>
  path.relative(site, path.resolve(resolveDir, specifier)).split(path.sep).join("/");

/**
 * The entry's dynamic imports (`() => import("./carousel")`): each is an island. Resolved to its
 * built file when `built` names it; collected (and left out) while it does not.
 */
function islandImports(found, built) {
  return {
    name: "island-imports",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        const resolved = await build.resolve(args.path, {
          kind: "import-statement",
          resolveDir: args.resolveDir,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const source = path.relative(site, resolved.path).split(path.sep).join("/");
        found.add(source);
        if (!built) return { path: sourceOf(args.resolveDir, args.path), external: true };
        const url = built.get(source);
        if (!url) return { errors: [{ text: `${source} was not built as an island` }] };
        return { path: url, external: true };
      });
    },
  };
}

await fs.rm(outdir, { recursive: true, force: true });

// 1. Which islands the entry loads: main.ts's registry is the one list of them.
const islands = new Set();
await esbuild.build({
  ...common,
  entryPoints: [ENTRY],
  write: false,
  plugins: [islandImports(islands)],
});

// 2. The islands, split among themselves: code two of them share (the API client, say) lands in
// a chunk of its own, fetched with the first island that needs it.
const islandBuild = await esbuild.build({
  ...common,
  entryPoints: [...islands],
  outdir,
  splitting: true,
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  plugins: [slimCountries],
});
const built = new Map(
  Object.entries(islandBuild.metafile.outputs)
    .filter(([, output]) => islands.has(output.entryPoint))
    .map(([file, output]) => [output.entryPoint, publicPath(file)]),
);

// What each island and each part an island loads on demand (the contact form's validation, the
// draft preview, the API client) fetches when it is needed: its file and the chunks it imports,
// by public path. The bench's CI run gates their compressed bytes (e2e/bench/islands.mjs).
const outputs = islandBuild.metafile.outputs;
const closure = (file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const { path: imported, kind } of outputs[file].imports) {
    if (kind === "import-statement" && outputs[imported]) closure(imported, seen);
  }
  return seen;
};
const chunks = Object.fromEntries(
  Object.entries(outputs)
    .filter(([, output]) => output.entryPoint)
    .map(([file]) => [
      path.basename(file).replace(/-[A-Z0-9]+\.js$/, ""),
      [...closure(file)].map(publicPath),
    ])
    .sort(([a], [b]) => a.localeCompare(b)),
);

// 3. The entry as one script with no imports at load. gatsby-ssr.tsx inlines it in every page:
// the page then asks for nothing before the header works, and in Lighthouse's model of a slow
// network a script file run before the first paint makes that paint wait for its download (the
// short pages' FCP one or two round trips behind their zero-JS twins'). A page whose HTML would
// then no longer arrive in a connection's first round trip (the long ones: home, Lecamix,
// Lecapon, in Arabic and Russian most) gets it as this content-hashed file instead, at
// fetchpriority=low (site/gatsby/entry-placement.ts, after the build). Its island imports are
// absolute paths. What it shares with the islands (the language list, a helper) is small and
// stateless, so each side keeps its own copy.
const entryBuild = await esbuild.build({
  ...common,
  entryPoints: [ENTRY],
  outdir,
  entryNames: "[name]-[hash]",
  plugins: [islandImports(new Set(), built)],
});
const [[entryOut, entryOutput]] = Object.entries(entryBuild.metafile.outputs);
const code = (await fs.readFile(path.resolve(site, entryOut), "utf8")).trim();
// An inline script ends at the first "</script" and must not open an HTML comment.
if (/<\/script|<!--/i.test(code)) throw new Error("the entry's code cannot be inlined in HTML");

// Imported by gatsby-ssr.tsx, so webpack bundles it into the page renderer: read with fs at
// render time, Gatsby counted it as an unsafe builtin and re-rendered every page on every build.
await fs.mkdir(path.dirname(entryFile), { recursive: true });
await fs.writeFile(
  entryFile,
  JSON.stringify({ code, src: publicPath(entryOut), islands: Object.fromEntries(built) }, null, 2) +
    "\n",
);
await fs.writeFile(chunksFile, JSON.stringify(chunks, null, 2) + "\n");
console.log(
  `islands: entry ${entryOutput.bytes} B (inline, or ${publicPath(entryOut)}), ${Object.keys(islandBuild.metafile.outputs).length} island files`,
);
