import DOMPurify from "dompurify";
import { marked } from "marked";

/** Markdown to HTML that is safe to insert: the site renders bodies the same way. */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true });
  return DOMPurify.sanitize(html);
}
