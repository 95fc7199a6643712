/**
 * The environment the site build gets. The API process holds secrets (JWT_SECRET, CSRF_SECRET,
 * SMTP_URL, MONGODB_URI, ADMIN_PASSWORD, NETLIFY_*...) that the build needs none of, and a build
 * runs third-party code (Gatsby plugins, npm scripts), so only named variables pass.
 */

/** What any program needs to start, find its home and temp folders, and speak a locale. */
const SYSTEM = ["PATH", "HOME", "USER", "LOGNAME", "SHELL", "TMPDIR", "TMP", "TEMP", "LANG", "TZ"];
/** Windows' equivalents: without them programs do not start or cannot find the user's folders. */
const WINDOWS = [
  "Path",
  "PATHEXT",
  "SystemRoot",
  "SystemDrive",
  "ComSpec",
  "windir",
  "USERPROFILE",
  "APPDATA",
  "LOCALAPPDATA",
];
/**
 * Node's and CI's switches (NODE_OPTIONS raises Gatsby's heap), and what the site reads:
 * API_URL in site/gatsby/fetch-items.ts, SITE_URL in site/gatsby-config.ts.
 */
const BUILD = ["NODE_ENV", "NODE_OPTIONS", "CI", "API_URL", "SITE_URL"];
/** GATSBY_* are public by design (Gatsby inlines them into the browser bundle); LC_* are locale. */
const PREFIXES = ["GATSBY_", "LC_"];

const ALLOWED = new Set([...SYSTEM, ...WINDOWS, ...BUILD]);

/**
 * `source` filtered to the allow-list and to the names the operator added (SITE_BUILD_ENV: what
 * a custom build command reads, which only its operator knows), then `extra` on top.
 */
export function buildEnv(
  source: NodeJS.ProcessEnv,
  operatorNames: readonly string[],
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  const named = new Set(operatorNames);
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(source)) {
    if (ALLOWED.has(name) || named.has(name) || PREFIXES.some((prefix) => name.startsWith(prefix)))
      env[name] = value;
  }
  return { ...env, ...extra };
}
