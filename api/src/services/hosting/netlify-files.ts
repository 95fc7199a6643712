import { ConfigError } from "../../config";
import type { HeaderRule, RedirectRule } from "./matcher";
import {
  compileHeader,
  compileRedirect,
  describeIssue,
  headerSchema,
  redirectSchema,
} from "./netlify-rules";

/** Lines that carry a rule: blank lines and `#` comments dropped, numbered from 1. */
function ruleLines(text: string): { line: string; number: number; indented: boolean }[] {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ line: raw.trim(), number: i + 1, indented: /^\s/.test(raw) }))
    .filter(({ line }) => line !== "" && !line.startsWith("#"));
}

const STATUS = /^(\d{3})(!?)$/;
const SIGNED = /^(Sign|signed)=[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A publish folder's `_redirects` (Netlify's format): `from to [status][!]` a line, `!` forcing
 * the rule over an existing file. Query and condition fields (`id=:id`, `Country=…`) are not
 * something this server implements, so they are refused by line rather than ignored.
 */
export function parseRedirectsFile(text: string, source = "_redirects"): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const { line, number } of ruleLines(text)) {
    const where = `${source}: line ${number}`;
    const [from, to, status, ...fields] = line.split(/\s+/);
    // `Sign=VAR` (Netlify signs the proxied request with that variable's secret): on this server
    // the API answers /api itself, with nothing in between to sign, so it is accepted as it is.
    const rest = fields.filter((field) => !SIGNED.test(field));
    const code = status === undefined ? undefined : STATUS.exec(status);
    if (!to || rest.length > 0 || (status !== undefined && !code)) {
      throw new ConfigError(where, `expected "from to [status][!]", got "${line}"`);
    }
    const parsed = redirectSchema.safeParse({
      from,
      to,
      ...(code ? { status: Number(code[1]), force: code[2] === "!" } : {}),
    });
    if (!parsed.success) throw new ConfigError(where, describeIssue(parsed.error));
    const rule = compileRedirect(parsed.data, where);
    if (rule) rules.push(rule);
  }
  return rules;
}

/**
 * A publish folder's `_headers` (Netlify's format): a path line, then its headers indented as
 * `Name: value`. A header named twice for one path is one header with both values, comma-joined.
 */
export function parseHeadersFile(text: string, source = "_headers"): HeaderRule[] {
  const blocks: { for: string; values: Record<string, string>; number: number }[] = [];
  for (const { line, number, indented } of ruleLines(text)) {
    const where = `${source}: line ${number}`;
    if (!indented) {
      blocks.push({ for: line, values: {}, number });
      continue;
    }
    const block = blocks.at(-1);
    const colon = line.indexOf(":");
    if (!block || colon < 1) {
      throw new ConfigError(
        where,
        `expected an indented "Name: value" under a path, got "${line}"`,
      );
    }
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const existing = Object.keys(block.values).find(
      (key) => key.toLowerCase() === name.toLowerCase(),
    );
    if (existing) block.values[existing] = `${block.values[existing]}, ${value}`;
    else block.values[name] = value;
  }
  return blocks.map((block) => {
    const parsed = headerSchema.safeParse({ for: block.for, values: block.values });
    if (!parsed.success) {
      throw new ConfigError(`${source}: line ${block.number}`, describeIssue(parsed.error));
    }
    if (Object.keys(parsed.data.values).length === 0) {
      throw new ConfigError(`${source}: line ${block.number}`, `${block.for} has no headers`);
    }
    return compileHeader(parsed.data);
  });
}
