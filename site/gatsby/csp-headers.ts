import fs from "node:fs/promises";
import path from "node:path";
import { basePolicy, withScriptHashes } from "./csp-policy";
import { scanBuiltPages } from "./built-pages";
import { scriptHash } from "./csp-scripts";
import { policyRules, type PathPolicy } from "./policy-rules";

export { servedPaths } from "./policy-rules";

export interface CspSummary {
  files: number;
  /** Pages new or changed since the last build, whose scripts were read again. */
  parsed: number;
  rules: number;
  /** Different policies among the pages (one per set of inline scripts). */
  policies: number;
  mostHashes: number;
  largestHeaderBytes: number;
  fileBytes: number;
}

/** Well under the 8 KB that common proxies and browsers allow for one header line. */
export const MAX_HEADER_BYTES = 4096;

/** The dashboard is copied in after the site build; its policy is netlify.toml's, unchanged. */
const NOT_SITE_PAGES = new Set(["dashboard"]);

/** `_headers` text (Netlify's format): a path line, then its indented headers. */
export function formatHeadersFile(rules: PathPolicy[]): string {
  const blocks = rules.map(
    ({ path: urlPath, policy }) => `${urlPath}\n  Content-Security-Policy: ${policy}\n`,
  );
  return [
    "# Written by the site build (site/gatsby/csp-headers.ts); do not edit.",
    "# Each page's Content-Security-Policy is netlify.toml's with the SHA-256 hashes of that",
    "# page's inline scripts added to script-src; a folder whose pages all have the same one gets",
    "# it by one /folder/* rule. No two rules match one path, and netlify.toml sets no CSP for",
    "# these paths, so exactly one policy applies to each page.",
    "",
    ...blocks,
  ].join("\n");
}

/** Pages of the site build (the dashboard's, copied in later, have netlify.toml's policy). */
const isSitePage = (file: string) => !NOT_SITE_PAGES.has(file.split(path.sep)[0]!);

/** A page's policy: the base policy plus its inline scripts' hashes, within the header limit. */
export function pagePolicy(base: string, hashes: string[], file: string): string {
  const policy = withScriptHashes(base, hashes);
  if (Buffer.byteLength(policy) > MAX_HEADER_BYTES) {
    throw new Error(`${file}: its Content-Security-Policy is over ${MAX_HEADER_BYTES} bytes`);
  }
  return policy;
}

/**
 * Writes `<publicDir>/_headers` with a Content-Security-Policy for every HTML file of the build.
 * The hashes are of the pages' final inline scripts, so they are taken here, after the pages are
 * final (a page the build did not change keeps what the last build found: built-pages.ts).
 * Netlify and the local server both read this file beside netlify.toml.
 */
export async function writeCspHeaders(options: {
  publicDir: string;
  netlifyToml: string;
  /** Where the page scan keeps what it found for the next build (built-pages.ts). */
  cacheFile?: string;
  /** Last changes to a new or changed page, before its scripts are hashed (built-pages.ts). */
  finish?: (html: string) => string | null;
  /**
   * Inline scripts any site page may carry, allowed on every one: the islands entry is inline on
   * most pages and a file on the long ones (entry-placement.ts), and a policy that named it only
   * where it is inline made two policies among the pages of one folder. Then no folder rule
   * could cover them: at 10,000 news, 21,732 rules in a 9.3 MB `_headers` instead of 23.
   */
  everyPageScripts?: string[];
  reporter?: { info(message: string): void };
}): Promise<CspSummary> {
  const base = basePolicy(await fs.readFile(options.netlifyToml, "utf8"));
  const scan = await scanBuiltPages({
    publicDir: options.publicDir,
    cacheFile: options.cacheFile,
    isSitePage,
    ...(options.finish ? { finish: options.finish } : {}),
  });
  if (scan.cleaned > 0)
    options.reporter?.info(`removed stray NUL bytes from ${scan.cleaned} pages`);
  let mostHashes = 0;
  // Most pages carry the same inline scripts: each set of hashes makes its policy once.
  const policies = new Map<string, string>();
  const policyOf = new Map<string, string>();
  const everywhere = (options.everyPageScripts ?? []).map(scriptHash);
  for (const page of scan.pages) {
    const { file } = page;
    // Sorted when widened, so a page that inlines the entry and one that does not agree.
    const hashes =
      everywhere.length > 0 ? [...new Set([...page.hashes, ...everywhere])].sort() : page.hashes;
    const key = hashes.join(" ");
    const policy = policies.get(key) ?? pagePolicy(base, hashes, file);
    policies.set(key, policy);
    policyOf.set(file, policy);
    mostHashes = Math.max(mostHashes, hashes.length);
  }
  const rules = policyRules(scan.files, policyOf);
  const text = formatHeadersFile(rules);
  await fs.writeFile(path.join(options.publicDir, "_headers"), text);
  const summary: CspSummary = {
    files: scan.pages.length,
    parsed: scan.parsed,
    rules: rules.length,
    policies: policies.size,
    mostHashes,
    largestHeaderBytes: Math.max(0, ...[...policies.values()].map((p) => Buffer.byteLength(p))),
    fileBytes: Buffer.byteLength(text),
  };
  options.reporter?.info(
    `CSP: _headers covers ${summary.files} pages, ${summary.parsed} of them new or changed ` +
      `(${summary.policies} policies in ${summary.rules} rules, ${summary.fileBytes} bytes; at most ` +
      `${summary.mostHashes} script hashes and ${summary.largestHeaderBytes} bytes a policy)`,
  );
  return summary;
}
