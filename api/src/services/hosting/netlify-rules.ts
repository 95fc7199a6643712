import fs from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { z } from "zod";
import { ConfigError } from "../../config";
import { compilePattern, type HostingRules } from "./matcher";

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
const redirectSchema = z.strictObject({
  from: urlPath,
  to: z.string().min(1),
  status: z.union([z.literal(200), z.literal(301), z.literal(302), z.literal(404)]).default(301),
  force: z.boolean().default(false),
});

const headerSchema = z.strictObject({
  for: urlPath,
  values: z.record(z.string().trim().min(1), headerValue),
});

const fileSchema = z.object({
  redirects: z.array(redirectSchema).default([]),
  headers: z.array(headerSchema).default([]),
});

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
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw new ConfigError(source, `${where}${issue.message}`);
  }
  return {
    redirects: parsed.data.redirects.map((rule) => ({
      ...rule,
      pattern: compilePattern(rule.from, false),
    })),
    headers: parsed.data.headers.map((rule) => ({
      ...rule,
      pattern: compilePattern(rule.for, true),
    })),
  };
}

export function loadNetlifyRules(file: string): HostingRules {
  return parseNetlifyRules(fs.readFileSync(file, "utf8"), path.basename(file));
}
