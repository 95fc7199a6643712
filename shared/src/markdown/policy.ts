// What an article body may contain, declared once for every place that shows one: the site's
// build (gatsby/markdown.ts), the site's draft preview (islands/preview-draft.ts) and the
// dashboard's preview (admin components/markdown). render.ts emits these tags and attributes and
// nothing else; all other text is escaped, so no sanitiser runs after it.

/** The elements a body may produce, each with the attributes it may carry. */
export const MARKDOWN_ELEMENTS = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  br: [],
  hr: [],
  strong: [],
  em: [],
  del: [],
  blockquote: [],
  code: [],
  pre: [],
  ul: [],
  ol: [],
  li: [],
  a: ["href", "title", "rel", "target"],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["align"],
  td: ["align"],
} as const satisfies Record<string, readonly string[]>;

export type MarkdownTag = keyof typeof MARKDOWN_ELEMENTS;
export type MarkdownAttribute<Tag extends MarkdownTag> = (typeof MARKDOWN_ELEMENTS)[Tag][number];

export const MARKDOWN_POLICY = {
  /**
   * A heading level 1 belongs to the page title, so an author's "#" becomes h2; levels the body
   * may not use (5, 6) keep their text and lose their heading.
   */
  headings: { 1: "h2", 2: "h2", 3: "h3", 4: "h4", 5: null, 6: null },
  /** A link's address: one of these schemes, or relative. Any other scheme loses its href. */
  linkSchemes: ["http", "https", "mailto", "tel"],
  /** A link to another site opens in a new tab, telling that site nothing of this one. */
  externalLink: { test: /^https?:/i, rel: "noopener noreferrer", target: "_blank" },
  /**
   * Raw HTML in a body is never passed through: its tags are dropped and its text kept as text
   * (a raw block's text as a paragraph), except the text of these elements, dropped with them.
   */
  rawHtmlDroppedWithText: ["script", "style", "textarea", "option", "noscript", "title"],
  /**
   * Pictures in a body are left out on purpose: every picture goes through the cover/gallery
   * pipeline. So are a task list's checkboxes.
   */
  images: "drop",
} as const;
