/**
 * The /api proxy of a Netlify deploy. netlify.toml is static and Netlify cannot read an
 * environment variable when it serves a redirect, so the build writes the rule into the publish
 * folder's `_redirects`, which Netlify reads before netlify.toml's rules. The target is API_URL,
 * the same variable the site build reads its news and gallery from, so the two cannot disagree.
 */

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/i;
const EXAMPLE = "https://api.example.com/api";

/** API_URL checked for a Netlify build; every message names the variable and how to fix it. */
export function apiUrlForNetlify(env) {
  const raw = (env.API_URL ?? "").trim();
  if (!raw) {
    throw new Error(
      `API_URL is not set. A Netlify build needs the API's public address (e.g. ${EXAMPLE}): ` +
        "the site reads its news and gallery from it, and /api/* is proxied to it. " +
        "Set it in Netlify under Project configuration > Environment variables.",
    );
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`API_URL is not a URL: "${raw}" (expected e.g. ${EXAMPLE})`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`API_URL must be an http(s) address, not "${url.protocol}" (e.g. ${EXAMPLE})`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`API_URL must be a plain address without query, fragment or credentials`);
  }
  const base = `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  if (!base.endsWith("/api")) {
    throw new Error(
      `API_URL must end with /api, where the API's routes are: "${raw}" (e.g. ${EXAMPLE})`,
    );
  }
  // On Netlify's servers "localhost" is Netlify's own machine, never the API.
  if (env.NETLIFY === "true" && LOOPBACK.test(url.hostname)) {
    throw new Error(
      `API_URL points at ${url.hostname}; on Netlify it must be the API's public address`,
    );
  }
  return base;
}

/**
 * The variable holding the secret Netlify signs the proxied requests with (an X-Nf-Sign JWS),
 * the same name on Netlify and for the API, which believes Netlify's client-address header only
 * on a request signed with it (deploy/README.md, "Limits and the visitor's address").
 */
export const PROXY_SECRET_VARIABLE = "NETLIFY_PROXY_SECRET";

/**
 * The `_redirects` text: every /api path, forced (`!`), rewritten (200) to the API, and signed
 * (`Sign=`) when the build has the secret. Without it the API counts its per-address limits by
 * Netlify's edge servers; the build says so.
 */
export function proxyRedirects(apiUrl, env = {}) {
  const sign = (env[PROXY_SECRET_VARIABLE] ?? "").trim() ? `  Sign=${PROXY_SECRET_VARIABLE}` : "";
  return [
    "# Written by npm run build:netlify (scripts/netlify-proxy.mjs) from API_URL; do not edit.",
    "# Netlify reads these rules before netlify.toml's. The local server is the API itself and",
    "# leaves this rule alone.",
    `/api/*  ${apiUrl}/:splat  200!${sign}`,
    "",
  ].join("\n");
}
