import crypto from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";

/** What a built page runs inline: the text of each inline script, and any inline event handlers. */
export interface InlineCode {
  /** Text of every inline script the browser executes, in document order. */
  scripts: string[];
  /** `tag[attribute]` of every `on…` attribute: hashes cannot allow those, so a build must fail. */
  handlers: string[];
}

/**
 * Script types a browser runs (HTML's JavaScript MIME types, `module`, and the two JSON types it
 * still treats as script under CSP). Anything else, such as `application/ld+json`, is a data
 * block: never executed, so never subject to script-src.
 */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

function isExecutable(attributes: Map<string, string>): boolean {
  if (attributes.has("src")) return false;
  const type = attributes.get("type");
  if (type === undefined) {
    // Without `type`, the legacy `language` attribute names the language ("javascript").
    const language = attributes.get("language");
    return !language || EXECUTABLE_TYPES.has(`text/${language.trim().toLowerCase()}`);
  }
  return EXECUTABLE_TYPES.has(type.trim().toLowerCase());
}

type Node = DefaultTreeAdapterMap["node"];

/**
 * The inline code of a built HTML page, found as a browser finds it: parse5 implements the HTML
 * standard's parser (scripting on, so <noscript> is raw text), so comments, raw-text elements and
 * attribute values never pass for scripts, and a script's text is exactly what the browser
 * hashes. Scripts inside <template> are inert and left out. The end-to-end suite also checks
 * these hashes against the policy Chromium enforces on the served pages.
 */
export function findInlineCode(html: string): InlineCode {
  const code: InlineCode = { scripts: [], handlers: [] };
  const visit = (node: Node) => {
    if (!("tagName" in node)) {
      if ("childNodes" in node) node.childNodes.forEach(visit);
      return;
    }
    const attributes = new Map<string, string>();
    for (const { name, value } of node.attrs) {
      attributes.set(name, value);
      if (name.startsWith("on")) code.handlers.push(`${node.tagName}[${name}]`);
    }
    if (node.tagName === "script" && isExecutable(attributes)) {
      code.scripts.push(
        node.childNodes.map((child) => ("value" in child ? child.value : "")).join(""),
      );
    }
    node.childNodes.forEach(visit);
  };
  visit(parse(html));
  return code;
}

/** A CSP hash source for an inline script: the SHA-256 of its exact text, base64-encoded. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
