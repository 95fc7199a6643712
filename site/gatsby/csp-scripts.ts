import crypto from "node:crypto";

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

/** Elements whose content is text up to their end tag, never markup. */
const RAW_TEXT = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  // With scripting on (the case CSP is about), a browser reads <noscript> as raw text too.
  "noscript",
]);

const TAG_NAME = /[A-Za-z][^\s/>]*/y;
const ATTRIBUTE_NAME = /[^\s/>][^\s/>=]*/y;
const UNQUOTED_VALUE = /[^\s>]*/y;
const SPACE = /[\s/]*/y;

function sticky(regex: RegExp, text: string, at: number): string {
  regex.lastIndex = at;
  return regex.exec(text)?.[0] ?? "";
}

/** Reads the attributes of a start tag from `at`; returns them and the index after its `>`. */
function readAttributes(
  html: string,
  at: number,
): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let i = at;
  for (;;) {
    i += sticky(SPACE, html, i).length;
    if (i >= html.length) return { attributes, end: html.length };
    if (html[i] === ">") return { attributes, end: i + 1 };
    const name = sticky(ATTRIBUTE_NAME, html, i);
    i += name.length;
    let value = "";
    const afterName = i + sticky(/\s*/y, html, i).length;
    if (html[afterName] === "=") {
      i = afterName + 1;
      i += sticky(/\s*/y, html, i).length;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        value = sticky(UNQUOTED_VALUE, html, i);
        i += value.length;
      }
    }
    const key = name.toLowerCase();
    // The first of two same-named attributes wins, as in the HTML parser.
    if (!attributes.has(key)) attributes.set(key, value);
  }
}

/** Index of the end tag `</name` that closes raw text starting at `from` (or the end). */
function rawTextEnd(html: string, name: string, from: number): number {
  const endTag = new RegExp(`</${name}[\\s/>]`, "ig");
  endTag.lastIndex = from;
  return endTag.exec(html)?.index ?? html.length;
}

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

/**
 * The inline code of a built HTML page, found the way a browser's tokenizer finds it: comments,
 * raw-text elements and quoted attribute values are skipped, so a `<script` inside them is not a
 * script. Gatsby's output is machine-written HTML; the end-to-end suite checks these hashes
 * against the policy Chromium enforces on the served pages.
 */
export function findInlineCode(html: string): InlineCode {
  const code: InlineCode = { scripts: [], handlers: [] };
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf("<", i);
    if (open === -1) break;
    if (html.startsWith("<!--", open)) {
      const close = html.indexOf("-->", open + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const name = sticky(TAG_NAME, html, open + 1).toLowerCase();
    if (!name) {
      // An end tag or a doctype is skipped whole; a stray "<" is text. Nothing runs in either.
      const markup = html[open + 1] === "/" || html[open + 1] === "!";
      const close = markup ? html.indexOf(">", open + 1) : open;
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const { attributes, end } = readAttributes(html, open + 1 + name.length);
    for (const attribute of attributes.keys()) {
      if (attribute.startsWith("on")) code.handlers.push(`${name}[${attribute}]`);
    }
    i = end;
    if (RAW_TEXT.has(name)) {
      const close = rawTextEnd(html, name, end);
      if (name === "script" && isExecutable(attributes)) code.scripts.push(html.slice(end, close));
      i = close;
    }
  }
  return code;
}

/** A CSP hash source for an inline script: the SHA-256 of its exact text, base64-encoded. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
