import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { Localized } from "./api-types";

// What an article body may contain: text structure, links and nothing executable. Images in
// the body are left out on purpose: every picture goes through the cover/gallery pipeline.
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "blockquote",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], th: ["align"], td: ["align"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: {
    // A heading level 1 belongs to the page title; authors' "#" headings become h2.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs,
      };
    },
  },
};

/** Markdown to sanitised HTML, done once at build time so pages ship no Markdown parser. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, ALLOWED);
}

export function renderLocalizedMarkdown(body: Localized): Localized {
  return {
    en: renderMarkdown(body.en),
    ...(body.ar ? { ar: renderMarkdown(body.ar) } : {}),
    ...(body.ru ? { ru: renderMarkdown(body.ru) } : {}),
  };
}
