// Bundles the public pages' browser code (src/islands: the shell every page runs and the islands
// it loads on demand) into content-hashed ES modules under static/islands, which Gatsby copies to
// public/islands; the hosts cache any .js for a year, so every name carries its content hash.
// gatsby-ssr.tsx reads the entry's name from .islands/manifest.json and puts it in every page.
// The pages get no React and no Gatsby runtime: see src/islands/README.md for why.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(site, "static", "islands");
const manifestFile = path.join(site, ".islands", "manifest.json");

await fs.rm(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: site,
  entryPoints: { main: "src/islands/main.ts" },
  outdir,
  bundle: true,
  // Islands are dynamic imports of the entry: each becomes a chunk fetched when it is needed,
  // and code two islands share (the API client, say) a chunk of its own.
  splitting: true,
  format: "esm",
  // Every browser that runs module scripts runs ES2020; older ones get the plain HTML pages.
  target: "es2020",
  minify: true,
  sourcemap: false,
  legalComments: "none",
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  metafile: true,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});

const entry = Object.entries(result.metafile.outputs).find(
  ([, output]) => output.entryPoint === "src/islands/main.ts",
);
if (!entry) throw new Error("esbuild wrote no main module");
const publicPath = (file) =>
  "/" +
  path.relative(path.join(site, "static"), path.resolve(site, file)).split(path.sep).join("/");
/**
 * The chunks a module imports statically, and theirs: the browser finds them only once it has the
 * module, one round trip later per level. The pages preload them next to the entry (code shared
 * with an island, such as the language list or esbuild's helpers, lands in such a chunk).
 */
function staticImports(file, seen = new Set()) {
  for (const { path: imported, kind } of result.metafile.outputs[file]?.imports ?? []) {
    if (kind !== "import-statement" || seen.has(imported)) continue;
    seen.add(imported);
    staticImports(imported, seen);
  }
  return [...seen];
}
await fs.mkdir(path.dirname(manifestFile), { recursive: true });
await fs.writeFile(
  manifestFile,
  JSON.stringify(
    { main: publicPath(entry[0]), preload: staticImports(entry[0]).map(publicPath) },
    null,
    2,
  ) + "\n",
);
console.log(
  `islands: ${Object.keys(result.metafile.outputs).length} files, entry ${publicPath(entry[0])}`,
);
