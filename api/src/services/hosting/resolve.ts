import { findFile, parseRequestPath, type RefusedPath, type RequestPath } from "./files";
import { findRedirect, type HostingRules } from "./matcher";

export const DASHBOARD_PREFIX = "/dashboard";

/** Where the two parts of the publish folder live on this server. */
export interface Roots {
  /** The admin SPA's build, mounted at /dashboard. */
  admin: string;
  /** The served site release; null before the first build. */
  site: string | null;
}

export type Outcome =
  | { kind: "file"; root: string; file: string; status: 200 | 404 }
  | { kind: "redirect"; status: 301 | 302; location: string }
  | { kind: "holding" }
  | { kind: "refused"; status: 400 | 404 }
  | { kind: "missing" };

/** Netlify reads these from the publish folder and never serves them as files. */
const RULE_FILES = new Set(["/_headers", "/_redirects"]);

/** A file found in one of the two roots, or a folder to redirect to with a trailing slash. */
type Located = { kind: "file"; root: string; file: string } | { kind: "folder" };

/**
 * Locally the publish folder is two folders: the dashboard's build and the current site release.
 * Paths are looked up as if they were one, the way Netlify sees the single publish folder.
 */
async function lookup(decoded: string, roots: Roots): Promise<Located | null | "unbuilt"> {
  const dashboard = decoded === DASHBOARD_PREFIX || decoded.startsWith(`${DASHBOARD_PREFIX}/`);
  const root = dashboard ? roots.admin : roots.site;
  if (!root) return "unbuilt";
  if (RULE_FILES.has(decoded)) return null;
  const found = await findFile(root, dashboard ? decoded.slice(DASHBOARD_PREFIX.length) : decoded);
  return found?.kind === "file" ? { ...found, root } : found;
}

/** A rewrite (200, or 404 for a custom error page) serves another path's file, never a redirect. */
async function rewrite(to: string, status: 200 | 404, roots: Roots): Promise<Outcome> {
  const target = parseRequestPath(to);
  if ("refused" in target) return { kind: "missing" };
  const found = await lookup(target.decoded, roots);
  if (typeof found !== "object" || found?.kind !== "file") return { kind: "missing" };
  return { ...found, status };
}

/** What a GET for `path` gets, following Netlify's order: file, then redirect rules, then 404. */
export async function resolve(
  path: RequestPath | RefusedPath,
  rules: HostingRules,
  roots: Roots,
): Promise<Outcome> {
  if ("refused" in path) return { kind: "refused", status: path.refused };
  const found = await lookup(path.decoded, roots);
  if (found === "unbuilt") return { kind: "holding" };

  const redirect = findRedirect(rules.redirects, path.decoded, found !== null);
  if (redirect) {
    if (redirect.status === 200 || redirect.status === 404) {
      return rewrite(redirect.to, redirect.status, roots);
    }
    // A site whose home page is missing would otherwise send `/` to itself forever.
    if (redirect.to === path.decoded) return { kind: "missing" };
    const location = redirect.to.includes("?") ? redirect.to : redirect.to + path.search;
    return { kind: "redirect", status: redirect.status, location };
  }
  if (found?.kind === "folder") {
    return { kind: "redirect", status: 301, location: `${path.raw}/${path.search}` };
  }
  if (found?.kind === "file") return { ...found, status: 200 };
  return { kind: "missing" };
}
