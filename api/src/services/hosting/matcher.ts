/** A compiled `from` / `for` path of netlify.toml and the names of its captures, in order. */
export interface PathPattern {
  regex: RegExp;
  names: string[];
}

export type RedirectStatus = 200 | 301 | 302 | 404;

export interface RedirectRule {
  from: string;
  to: string;
  status: RedirectStatus;
  force: boolean;
  pattern: PathPattern;
}

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
  pattern: PathPattern;
}

export interface HostingRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Netlify's path syntax: `:name` is one segment, a standalone `*` segment is the splat and may be
 * empty (`/ar/*` matches `/ar` too, never `/archive`), a `*` inside a segment (`/*.js`) matches
 * anything, and a trailing slash on the request does not matter. Redirect paths are
 * case-sensitive, header paths are not (as Netlify's own parsers do).
 */
export function compilePattern(pattern: string, caseInsensitive: boolean): PathPattern {
  const names: string[] = [];
  const body = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part === "*") {
        names.push("splat");
        return "(?:/(.*))?";
      }
      if (part.startsWith(":")) {
        names.push(part.slice(1));
        return "/([^/]+)";
      }
      return "/" + part.split("*").map(escapeRegExp).join(".*");
    })
    .join("");
  return { regex: new RegExp(`^${body}/?$`, caseInsensitive ? "i" : ""), names };
}

/** The captures of `path` by name (an absent splat is ""), or null when it does not match. */
export function matchPattern(pattern: PathPattern, path: string): Record<string, string> | null {
  const match = pattern.regex.exec(path);
  if (!match) return null;
  return Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1] ?? ""]));
}

export interface RedirectMatch {
  status: RedirectStatus;
  /** The rule's `to` with `:splat` and placeholders filled in. */
  to: string;
}

const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/**
 * First matching rule wins. A rule that is not forced is skipped when a file exists at the path
 * (Netlify's shadowing), so redirects only ever stand in for pages that are missing.
 */
export function findRedirect(
  rules: RedirectRule[],
  path: string,
  fileExists: boolean,
): RedirectMatch | null {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const params = matchPattern(rule.pattern, path);
    if (!params) continue;
    // Captures come from the decoded path; a Location must carry them encoded again.
    const to = rule.to.replace(/:([A-Za-z_]\w*)/g, (token, name: string) =>
      params[name] === undefined ? token : encodePath(params[name]),
    );
    return { status: rule.status, to };
  }
  return null;
}

/**
 * The headers of every rule whose `for` matches, by lower-cased name; where two rules set the
 * same header the later one wins (as `netlify dev` merges them).
 */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.regex.test(path)) continue;
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value;
  }
  return headers;
}
