export { renderMarkdown } from "./render";
export { MARKDOWN_ELEMENTS, MARKDOWN_POLICY } from "./policy";
export type { MarkdownAttribute, MarkdownTag } from "./policy";
