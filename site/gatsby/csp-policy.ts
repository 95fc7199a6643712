import { parse } from "smol-toml";

interface NetlifyToml {
  headers?: { for?: string; values?: Record<string, unknown> }[];
}

/**
 * The site's one Content-Security-Policy, as netlify.toml states it (where the dashboard gets it
 * as it is). Exactly one header rule may set it: a second would be a second source of truth.
 */
export function basePolicy(netlifyToml: string): string {
  const { headers = [] } = parse(netlifyToml) as NetlifyToml;
  const policies = headers.flatMap((rule) =>
    Object.entries(rule.values ?? {})
      .filter(([name]) => name.toLowerCase() === "content-security-policy")
      .map(([, value]) => ({ for: rule.for, value })),
  );
  if (policies.length !== 1 || typeof policies[0]!.value !== "string") {
    throw new Error(
      `netlify.toml must set Content-Security-Policy in exactly one [[headers]] rule (found ${policies.length})`,
    );
  }
  return policies[0]!.value as string;
}

/** Sources that would make hashes pointless: any inline script, or eval. */
const FORBIDDEN_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'"];

/**
 * `policy` with `hashes` added to script-src. Without a script-src the policy's default-src
 * governs scripts, so its sources are copied first (CSP's own fallback). Each page's policy thus
 * allows exactly the inline scripts that page carries, and nothing else inline.
 */
export function withScriptHashes(policy: string, hashes: string[]): string {
  const directives = policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .filter((tokens) => tokens[0]);
  const find = (name: string) => directives.find((tokens) => tokens[0]!.toLowerCase() === name);
  let script = find("script-src");
  if (!script) {
    script = ["script-src", ...(find("default-src")?.slice(1) ?? [])];
    directives.push(script);
  }
  const allowed = script.slice(1).map((source) => source.toLowerCase());
  const forbidden = FORBIDDEN_SCRIPT_SOURCES.filter((source) => allowed.includes(source));
  if (forbidden.length > 0) {
    throw new Error(
      `the Content-Security-Policy's script-src must not allow ${forbidden.join(" ")}`,
    );
  }
  for (const hash of hashes) if (!script.includes(hash)) script.push(hash);
  return directives.map((tokens) => tokens.join(" ")).join("; ");
}
