import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { fileExists } from "../../lib/file-exists";
import { walkTree } from "../../lib/walk-tree";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads; pictures and fonts are compressed already, maps are not fetched. */
const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/i;
/** Below this, the encoded file saves less than its headers cost. */
const MIN_BYTES = 1024;
/** The encoded copies served in place of a file (@fastify/static's `preCompressed`). */
export const TWIN_SUFFIXES = [".br", ".gz"] as const;

/**
 * Writes via a temporary file and rename(): never into an existing inode, which may be shared
 * (hard-linked) with an earlier release that is being served.
 */
async function replaceFile(file: string, content: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temp, content);
  await fs.promises.rename(temp, file);
}

/**
 * Brotli's quality per file: 9 for the bundles, styles and icons (hashed, so compressed once and
 * reused by every later release), 6 for what changes with the content (pages, sitemaps), which
 * every publish compresses again: on a 65 KB page quality 6 takes 4 ms against 41 ms at 9 for a
 * file 1.5% larger (measured here), and a publish at 10,000 news rewrites ~2,500 pages.
 */
const brotliQuality = (file: string) => (/\.(html|xml|txt)$/i.test(file) ? 6 : 9);

/**
 * Gatsby's page data (/page-data/…/page-data.json, one per page): the pages load none (they ship
 * without Gatsby's runtime: site/src/islands/README.md), so nothing downloads it to compress for.
 */
const isPageData = (relative: string) => relative.split(path.sep)[0] === "page-data";

/**
 * Whether a release file of `bytes` bytes gets .br/.gz twins: text the browser downloads, not
 * page data, and large enough. Staging links the twins of these files only: at 10,000 news,
 * asking for the twins of every picture and page-data file failed ~140,000 link() calls a publish.
 */
export const mayHaveTwins = (relative: string, bytes: number) =>
  isCompressible(relative) && isBigEnough(bytes);
/** The two halves of that rule, as precompress asks them: the name first, the size once read. */
const isCompressible = (relative: string) => TEXT.test(relative) && !isPageData(relative);
const isBigEnough = (bytes: number) => bytes >= MIN_BYTES;

/**
 * Writes `<file>.br` and `<file>.gz` next to text files of a release, once, when the release
 * is published: serving then sends those bytes as they are, instead of compressing the same
 * immutable file again on every request (brotli on a large bundle costs tens of ms of CPU).
 * `only` (paths relative to `dir`) limits it to the files staging copied, that is new or changed
 * ones; without it every file is looked at. Files that have both twins already (reused from the
 * previous release) are left as they are. zlib's async functions run on libuv's thread pool, so
 * the server keeps answering meanwhile. Returns the files it compressed, relative to `dir`.
 */
export async function precompress(dir: string, only?: readonly string[]): Promise<string[]> {
  const candidates =
    only ?? (await walkTree(dir)).filter((entry) => !entry.directory).map((entry) => entry.path);
  const written: string[] = [];
  for (const relative of candidates) {
    if (!isCompressible(relative)) continue;
    const file = path.join(dir, relative);
    const twins = await Promise.all(TWIN_SUFFIXES.map((suffix) => fileExists(file + suffix)));
    if (twins.every(Boolean)) continue;
    const content = await fs.promises.readFile(file);
    if (!isBigEnough(content.length)) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: 9 }),
    ]);
    await Promise.all([replaceFile(`${file}.br`, br), replaceFile(`${file}.gz`, gz)]);
    written.push(relative);
  }
  return written;
}
