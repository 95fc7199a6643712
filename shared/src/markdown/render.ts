// Markdown to HTML by one policy (policy.ts), the same in Node (the site's build) and in browsers
// (the draft preview, the dashboard's preview). marked only reads the Markdown into tokens; this
// file writes the HTML itself, and only the elements the policy names: every piece of text,
// raw HTML included, is escaped, so there is nothing left for a sanitiser to take out and no
// DOM is needed to take it out with (sanitize-html cost the preview island ~200 KB, DOMPurify
// needs jsdom at build time).
import { Lexer, type Token, type Tokens } from "marked";
import { MARKDOWN_POLICY, type MarkdownAttribute, type MarkdownTag } from "./policy";

/** Text as HTML text: an entity the author wrote stays an entity, anything else is literal. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!#?\w+;)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** Text inside a double-quoted attribute value. */
function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}

/** The only way this file writes a tag: the compiler holds each tag and attribute to the policy. */
function element<Tag extends MarkdownTag>(
  tag: Tag,
  inner: string | null,
  attributes: Partial<Record<MarkdownAttribute<Tag>, string | null>> = {},
): string {
  let open = `<${tag}`;
  for (const [name, value] of Object.entries(attributes) as [string, string | null][]) {
    if (value !== null && value !== undefined) open += ` ${name}="${escapeAttribute(value)}"`;
  }
  return inner === null ? `${open} />` : `${open}>${inner}</${tag}>`;
}

const DROPPED = MARKDOWN_POLICY.rawHtmlDroppedWithText.join("|");
const DROPPED_ELEMENT = new RegExp(`<(${DROPPED})\\b[^]*?(?:</\\1\\s*>|$)`, "gi");
const OPENS_DROPPED = new RegExp(`^<(${DROPPED})\\b`, "i");

/** Raw HTML as the text it holds: comments, tags and the dropped elements' text taken out. */
function rawHtmlText(html: string): string {
  return escapeText(
    html
      .replace(/<!--[^]*?(?:-->|$)/g, "")
      .replace(DROPPED_ELEMENT, "")
      .replace(/<\/?[a-z][^>]*>?/gi, "")
      .replace(/<![^>]*>?|<\?[^>]*>?/g, ""),
  );
}

/** A link's address if the policy lets it through (an allowed scheme, or relative), else null. */
function safeHref(href: string): string | null {
  let encoded: string;
  try {
    encoded = encodeURI(href).replace(/%25/g, "%");
  } catch {
    return null;
  }
  // Browsers ignore control characters and whitespace in a scheme: so does the check.
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return encoded;
  return (MARKDOWN_POLICY.linkSchemes as readonly string[]).includes(scheme) ? encoded : null;
}

function link(token: Tokens.Link): string {
  const href = safeHref(token.href);
  const external = href !== null && MARKDOWN_POLICY.externalLink.test.test(href);
  return element("a", inline(token.tokens), {
    href,
    title: token.title ?? null,
    rel: external ? MARKDOWN_POLICY.externalLink.rel : null,
    target: external ? MARKDOWN_POLICY.externalLink.target : null,
  });
}

/** Inline tokens. Raw inline HTML drops its tags, and everything between a dropped element's tags. */
function inline(tokens: Token[] | undefined): string {
  let out = "";
  let dropping: string | null = null;
  for (const token of tokens ?? []) {
    if (dropping !== null) {
      if (token.type === "html" && new RegExp(`^</${dropping}\\s*>`, "i").test(token.raw)) {
        dropping = null;
      }
      continue;
    }
    switch (token.type) {
      case "text":
        out += token.tokens ? inline(token.tokens) : escapeText(token.text);
        break;
      case "escape":
        out += escapeText(token.text);
        break;
      case "strong":
      case "em":
      case "del":
        out += element(token.type, inline(token.tokens));
        break;
      case "codespan":
        out += element("code", escapeText(token.text));
        break;
      case "br":
        out += element("br", null);
        break;
      case "link":
        out += link(token as Tokens.Link);
        break;
      case "image":
      case "checkbox":
        break;
      case "html": {
        const opened = OPENS_DROPPED.exec(token.raw)?.[1];
        const closed = opened && new RegExp(`</${opened}\\s*>`, "i").test(token.raw);
        if (opened && !closed) dropping = opened;
        else out += rawHtmlText(token.raw);
        break;
      }
      default:
        out += escapeText(token.raw);
    }
  }
  return out;
}

function listItem(item: Tokens.ListItem): string {
  return element("li", blocks(item.tokens, item.loose)) + "\n";
}

function tableCell(cell: Tokens.TableCell): string {
  return element(cell.header ? "th" : "td", inline(cell.tokens), { align: cell.align }) + "\n";
}

/** Block tokens; `top` is false in a tight list's items, whose text is not a paragraph. */
function blocks(tokens: Token[], top = true): string {
  let out = "";
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    switch (token.type) {
      case "space":
      case "def":
      case "checkbox":
        break;
      case "hr":
        out += element("hr", null) + "\n";
        break;
      case "heading": {
        const tag =
          MARKDOWN_POLICY.headings[token.depth as keyof typeof MARKDOWN_POLICY.headings] ?? null;
        const text = inline(token.tokens);
        out += (tag === null ? text : element(tag, text)) + "\n";
        break;
      }
      case "code": {
        const code = escapeText((token.text as string).replace(/\n$/, "") + "\n");
        out += element("pre", element("code", code)) + "\n";
        break;
      }
      case "blockquote":
        out += element("blockquote", "\n" + blocks(token.tokens ?? [])) + "\n";
        break;
      case "list": {
        const list = token as Tokens.List;
        const items = list.items.map(listItem).join("");
        out += element(list.ordered ? "ol" : "ul", "\n" + items) + "\n";
        break;
      }
      case "table": {
        const table = token as Tokens.Table;
        const row = (cells: Tokens.TableCell[]) =>
          element("tr", "\n" + cells.map(tableCell).join("")) + "\n";
        const body = table.rows.length > 0 ? element("tbody", table.rows.map(row).join("")) : "";
        out += element("table", "\n" + element("thead", "\n" + row(table.header)) + "\n" + body);
        out += "\n";
        break;
      }
      case "paragraph":
        out += element("p", inline(token.tokens)) + "\n";
        break;
      case "html": {
        // What a raw HTML block says is a paragraph of its own, not glued to its neighbours.
        const text = rawHtmlText(token.raw).trim();
        if (text) out += element("p", text) + "\n";
        break;
      }
      case "text": {
        // Consecutive text (a tight list item's lines) is one run.
        let text = token.tokens ? inline(token.tokens) : escapeText(token.text);
        while (tokens[index + 1]?.type === "text") {
          index += 1;
          const next = tokens[index] as Tokens.Text;
          text += "\n" + (next.tokens ? inline(next.tokens) : escapeText(next.text));
        }
        out += top ? element("p", text) + "\n" : text;
        break;
      }
      default:
        out += escapeText(token.raw);
    }
  }
  return out;
}

/**
 * A Markdown body as HTML that holds only what MARKDOWN_POLICY allows: at build time for every
 * page (so pages ship no Markdown parser), and in the browser for a draft's preview, on the site
 * and in the dashboard, so each shows exactly what the build will.
 */
export function renderMarkdown(markdown: string): string {
  return blocks(Lexer.lex(markdown, { gfm: true, breaks: false, async: false }));
}
