import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { fileExists } from "../../lib/file-exists";

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
 * Writes `<file>.br` and `<file>.gz` next to every text file of a release, once, when the release
 * is published: serving then sends those bytes as they are, instead of compressing the same
 * immutable file again on every request (brotli on a large bundle costs tens of ms of CPU).
 * Files that have both twins already (reused from the previous release) are left as they are.
 * zlib's async functions run on libuv's thread pool, so the server keeps answering meanwhile.
 * Returns how many files it compressed.
 */
export async function precompress(dir: string): Promise<number> {
  let written = 0;
  for (const entry of await fs.promises.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const twins = await Promise.all(TWIN_SUFFIXES.map((suffix) => fileExists(file + suffix)));
    if (twins.every(Boolean)) continue;
    const content = await fs.promises.readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: 9 }),
    ]);
    await Promise.all([replaceFile(`${file}.br`, br), replaceFile(`${file}.gz`, gz)]);
    written += 1;
  }
  return written;
}
