// An article body as the site shows it: one renderer for the build and the preview.
import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

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

/**
 * Markdown to sanitised HTML: at build time for every page (gatsby/markdown.ts), so pages ship no
 * Markdown parser; and in the browser only for a draft on the preview page
 * (islands/preview-draft.ts), so it is shown exactly as the build will show it.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, ALLOWED);
}
