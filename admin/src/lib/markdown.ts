import DOMPurify from "dompurify";
import { Marked } from "marked";

// The preview sits under the editor's h1 and its section's h2: a body's "# Title" becomes an h3
// there, so the page's heading outline stays in order.
const HEADING_OFFSET = 2;

const preview = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === "heading") token.depth = Math.min(6, token.depth + HEADING_OFFSET);
  },
});

/** Markdown to HTML that is safe to insert, as the site renders bodies. */
export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(preview.parse(source, { async: false }));
}
