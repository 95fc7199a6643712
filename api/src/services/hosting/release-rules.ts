import fs from "node:fs";
import path from "node:path";
import type { HostingRules } from "./matcher";
import { parseHeadersFile, parseRedirectsFile } from "./netlify-files";

export type RulesOutcome = { rules: HostingRules } | { invalid: string };

interface Logger {
  warn(message: string): void;
  error(message: string): void;
}

/** Releases being served at once: the current one and, for a moment after a swap, the last. */
const CACHED_RELEASES = 2;

const readIfPresent = (file: string) =>
  fs.promises.readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });

/**
 * A release's own rules: its `_redirects` and `_headers` (null when it has none), parsed. Throws
 * a ConfigError naming the file and line when one cannot be applied; publishing calls it too,
 * so such a release never goes live.
 */
export async function readReleaseFiles(root: string) {
  const [redirects, headers] = await Promise.all([
    readIfPresent(path.join(root, "_redirects")),
    readIfPresent(path.join(root, "_headers")),
  ]);
  return {
    redirects: parseRedirectsFile(redirects ?? ""),
    headers: headers === null ? null : parseHeadersFile(headers),
  };
}

/**
 * The rules a release is served with, as Netlify combines them for a deploy: the publish
 * folder's `_redirects` before netlify.toml's redirects (first match wins), and its `_headers`
 * before netlify.toml's headers (a later rule wins a header both set, so netlify.toml's does).
 * Each release's files are read once, on its first request.
 */
export class ReleaseRules {
  private readonly cache = new Map<string, Promise<RulesOutcome>>();

  constructor(
    readonly base: HostingRules,
    private readonly log: Logger,
  ) {}

  /** The rules for a release folder (its real path), or netlify.toml's alone without one. */
  async for(root: string | null): Promise<RulesOutcome> {
    if (!root) return { rules: this.base };
    let outcome = this.cache.get(root);
    if (!outcome) {
      outcome = this.load(root);
      this.cache.set(root, outcome);
      for (const old of [...this.cache.keys()].slice(0, -CACHED_RELEASES)) this.cache.delete(old);
    }
    return outcome;
  }

  private async load(root: string): Promise<RulesOutcome> {
    const release = path.basename(root);
    try {
      const { redirects, headers } = await readReleaseFiles(root);
      if (headers === null) {
        this.log.warn(
          `release ${release} has no _headers: its pages have no Content-Security-Policy`,
        );
      }
      return {
        rules: {
          redirects: [...redirects, ...this.base.redirects],
          headers: [...(headers ?? []), ...this.base.headers],
        },
      };
    } catch (error) {
      const message = `release ${release} cannot be served: ${(error as Error).message}`;
      this.log.error(message);
      return { invalid: message };
    }
  }
}
