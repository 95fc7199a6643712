import fs from "node:fs";
import path from "node:path";

export interface RequestPath {
  /** As sent (still percent-encoded): what a redirect to the same path with a slash repeats. */
  raw: string;
  /**
   * Decoded once: what names a file, and what every redirect and header rule matches, so that
   * `/%64ashboard/` cannot be served the dashboard without the dashboard's headers.
   */
  decoded: string;
  /** "?..." or "". */
  search: string;
}

/** Why a path never reaches the filesystem: 400 malformed or traversal, 404 a dotfile. */
export interface RefusedPath {
  refused: 400 | 404;
}

const CONTROL_OR_BACKSLASH = /[\p{Cc}\\]/u;

/**
 * Splits and checks a request target before any file is looked up. Every segment is checked
 * after decoding, so `%2e%2e`, `%2f` and NUL bytes cannot smuggle a step out of the root.
 */
export function parseRequestPath(url: string): RequestPath | RefusedPath {
  const query = url.indexOf("?");
  const raw = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? "" : url.slice(query);
  if (!raw.startsWith("/")) return { refused: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { refused: 400 };
  }
  if (CONTROL_OR_BACKSLASH.test(decoded)) return { refused: 400 };
  const segments = decoded.split("/").slice(1);
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    // An empty segment (`//`) would also turn the trailing-slash redirect into `//host/`.
    if (segment === "" && !last) return { refused: 400 };
    if (segment === "." || segment === "..") return { refused: 400 };
    // Dotfiles are never published, except the standard `/.well-known/` folder (security.txt).
    if (segment.startsWith(".") && !(i === 0 && segment === ".well-known")) {
      return { refused: 404 };
    }
  }
  return { raw, decoded, search };
}

/** A file to send, or a folder with an index.html asked for without its trailing slash. */
export type Found = { kind: "file"; file: string } | { kind: "folder" };

const statOf = (file: string) => fs.promises.stat(file).catch(() => null);

/**
 * Gatsby's pretty URLs on a static host: `/about/` is `about/index.html`; `/about` is a file of
 * that name, else (when `about/index.html` exists) a folder the caller redirects to `/about/`.
 */
export async function findFile(root: string, decoded: string): Promise<Found | null> {
  const file = decoded.endsWith("/") ? `${decoded}index.html` : decoded;
  const full = path.join(root, file);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  const stat = await statOf(full);
  if (stat?.isFile()) return { kind: "file", file };
  if (stat?.isDirectory() && !decoded.endsWith("/")) {
    const index = await statOf(path.join(full, "index.html"));
    if (index?.isFile()) return { kind: "folder" };
  }
  return null;
}
