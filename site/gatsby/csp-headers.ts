import fs from "node:fs/promises";
import path from "node:path";
import { basePolicy, withScriptHashes } from "./csp-policy";
import { findInlineCode, scriptHash } from "./csp-scripts";

/** One `_headers` block: a path and the policy its page needs. */
export interface PagePolicy {
  path: string;
  policy: string;
}

export interface CspSummary {
  files: number;
  rules: number;
  mostHashes: number;
  largestHeaderBytes: number;
  fileBytes: number;
}

/** Well under the 8 KB that common proxies and browsers allow for one header line. */
export const MAX_HEADER_BYTES = 4096;

/** The dashboard is copied in after the site build; its policy is netlify.toml's, unchanged. */
const NOT_SITE_PAGES = new Set(["dashboard"]);

/**
 * The URL paths Netlify (and the local server) serve a built file at: `about/index.html` at
 * `/about/` and `/about/index.html`, any other file at its own path. Percent-encoded as a browser
 * sends it; `*` and `:` would be read as wildcards, so a file named with one stops the build.
 */
export function servedPaths(relativeFile: string): string[] {
  const file = "/" + relativeFile.split(path.sep).join("/");
  if (/[*:\s]/.test(file)) throw new Error(`cannot write a header rule for ${file}`);
  const encoded = encodeURI(file);
  if (!encoded.endsWith("/index.html")) return [encoded];
  return [encoded.slice(0, -"index.html".length), encoded];
}

/** `_headers` text (Netlify's format): a path line, then its indented headers. */
export function formatHeadersFile(pages: PagePolicy[]): string {
  const blocks = pages.map(
    ({ path: urlPath, policy }) => `${urlPath}\n  Content-Security-Policy: ${policy}\n`,
  );
  return [
    "# Written by the site build (site/gatsby/csp-headers.ts); do not edit.",
    "# Each page's Content-Security-Policy is netlify.toml's with the SHA-256 hashes of that",
    "# page's inline scripts added to script-src. netlify.toml sets no CSP for these paths, so",
    "# exactly one policy applies to each page.",
    "",
    ...blocks,
  ].join("\n");
}

async function htmlFiles(publicDir: string): Promise<string[]> {
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_SITE_PAGES.has(file.split(path.sep)[0]!))
    .sort();
}

/** The policy of one built page: the base policy plus the hashes of its inline scripts. */
export function pagePolicy(
  html: string,
  base: string,
  file: string,
): { policy: string; hashes: number } {
  const { scripts, handlers } = findInlineCode(html);
  if (handlers.length > 0) {
    throw new Error(`${file} has inline event handlers (${handlers.join(", ")}): CSP blocks them`);
  }
  const hashes = [...new Set(scripts.map(scriptHash))];
  const policy = withScriptHashes(base, hashes);
  if (Buffer.byteLength(policy) > MAX_HEADER_BYTES) {
    throw new Error(`${file}: its Content-Security-Policy is over ${MAX_HEADER_BYTES} bytes`);
  }
  return { policy, hashes: hashes.length };
}

/**
 * Writes `<publicDir>/_headers` with a Content-Security-Policy for every HTML file of the build.
 * The hashes differ per page (Gatsby inlines the page's path) and per build (the chunk map), so
 * they can only be computed here, after the pages are final. Netlify and the local server both
 * read this file beside netlify.toml.
 */
export async function writeCspHeaders(options: {
  publicDir: string;
  netlifyToml: string;
  reporter?: { info(message: string): void };
}): Promise<CspSummary> {
  const base = basePolicy(await fs.readFile(options.netlifyToml, "utf8"));
  const pages: PagePolicy[] = [];
  let mostHashes = 0;
  const files = await htmlFiles(options.publicDir);
  for (const file of files) {
    const html = await fs.readFile(path.join(options.publicDir, file), "utf8");
    const { policy, hashes } = pagePolicy(html, base, file);
    mostHashes = Math.max(mostHashes, hashes);
    for (const urlPath of servedPaths(file)) pages.push({ path: urlPath, policy });
  }
  const text = formatHeadersFile(pages);
  await fs.writeFile(path.join(options.publicDir, "_headers"), text);
  const summary: CspSummary = {
    files: files.length,
    rules: pages.length,
    mostHashes,
    largestHeaderBytes: Math.max(0, ...pages.map(({ policy }) => Buffer.byteLength(policy))),
    fileBytes: Buffer.byteLength(text),
  };
  options.reporter?.info(
    `CSP: _headers covers ${summary.files} pages (${summary.rules} paths, at most ` +
      `${summary.mostHashes} script hashes and ${summary.largestHeaderBytes} bytes a policy)`,
  );
  return summary;
}
