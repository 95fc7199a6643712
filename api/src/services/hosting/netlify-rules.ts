import fs from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { z } from "zod";
import { ConfigError } from "../../config";
import { compilePattern, type HeaderRule, type HostingRules, type RedirectRule } from "./matcher";

/** As Netlify normalises values: trimmed, list items joined by ", ". */
const headerValue = z.union([z.string(), z.array(z.string())]).transform((value) =>
  Array.isArray(value)
    ? value.map((item) => item.trim()).join(", ")
    : value
        .trim()
        .split(/\s*,\s*/)
        .join(", "),
);

const urlPath = z.string().startsWith("/", "must be a path starting with /");

// Strict: a key the local server does not implement (conditions, query, signed, ...) must stop
// start-up rather than quietly make local behaviour differ from production.
export const redirectSchema = z.strictObject({
  from: urlPath,
  to: z.string().min(1),
  status: z.union([z.literal(200), z.literal(301), z.literal(302), z.literal(404)]).default(301),
  force: z.boolean().default(false),
});

export const headerSchema = z.strictObject({
  for: urlPath,
  values: z.record(z.string().trim().min(1), headerValue),
});

const fileSchema = z.object({
  redirects: z.array(redirectSchema).default([]),
  headers: z.array(headerSchema).default([]),
});

/** The API's own paths: this server answers them itself, before any site rule is looked at. */
const API_PATH = /^\/api(\/|$)/;

/** A path-only rule target, or an absolute URL (a redirect elsewhere, or with 200 a proxy). */
const isAbsolute = (to: string) => /^[a-z][a-z\d+.-]*:/i.test(to);

/**
 * A checked redirect rule, compiled for matching; null for the proxy of /api to the API's host,
 * which production needs (the site and the API live apart) and this server is instead: its own
 * /api routes answer first. Any other proxy is refused, as this server proxies nothing.
 */
export function compileRedirect(
  rule: z.output<typeof redirectSchema>,
  where: string,
): RedirectRule | null {
  if (isAbsolute(rule.to) && (rule.status === 200 || rule.status === 404)) {
    if (API_PATH.test(rule.from)) return null;
    throw new ConfigError(where, `${rule.from} proxies to ${rule.to}; this server proxies nothing`);
  }
  return { ...rule, pattern: compilePattern(rule.from, false) };
}

export function compileHeader(rule: z.output<typeof headerSchema>): HeaderRule {
  return { ...rule, pattern: compilePattern(rule.for, true) };
}

/** The first problem of a failed parse, as "path.to.field: message". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/**
 * The redirect and header rules of a netlify.toml text, compiled for matching. A bad file is a
 * ConfigError, so start-up stops with a message naming the file and the rule.
 */
export function parseNetlifyRules(text: string, source = "netlify.toml"): HostingRules {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    throw new ConfigError(source, (error as Error).message);
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(source, describeIssue(parsed.error));
  return {
    redirects: parsed.data.redirects
      .map((rule, i) => compileRedirect(rule, `${source}: redirects.${i}`))
      .filter((rule) => rule !== null),
    headers: parsed.data.headers.map(compileHeader),
  };
}

export function loadNetlifyRules(file: string): HostingRules {
  return parseNetlifyRules(fs.readFileSync(file, "utf8"), path.basename(file));
}
