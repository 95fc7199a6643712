import { MARKDOWN_ELEMENTS, renderMarkdown } from "../src/markdown";

// The one Markdown renderer (site build, draft preview, dashboard preview): ordinary bodies come
// out as the site's build printed them with marked + sanitize-html, and nothing outside the
// policy's elements ever comes out.

describe("renderMarkdown", () => {
  it("renders an ordinary body as the site's build did", () => {
    expect(
      renderMarkdown(
        [
          "# Title",
          "",
          'Some *em*, **strong**, ~~del~~ and `a < b`. It\'s "quoted" & fine.',
          "",
          "### Three",
          "",
          "- one",
          "- two",
          "  - nested",
          "",
          "1. first",
          "2. second",
          "",
          "> A quote",
          "",
          '[Our news](/news/x) and [theirs](https://example.com/a?b=1&c=2 "Title").',
          "",
          "```js",
          "if (a < b) go();",
          "```",
          "",
          "| a | b |",
          "|:-:|--:|",
          "| 1 | 2 |",
          "",
          "line one  ",
          "line two",
          "",
          "---",
        ].join("\n"),
      ),
    ).toBe(
      [
        "<h2>Title</h2>",
        '<p>Some <em>em</em>, <strong>strong</strong>, <del>del</del> and <code>a &lt; b</code>. It\'s "quoted" &amp; fine.</p>',
        "<h3>Three</h3>",
        "<ul>",
        "<li>one</li>",
        "<li>two<ul>",
        "<li>nested</li>",
        "</ul>",
        "</li>",
        "</ul>",
        "<ol>",
        "<li>first</li>",
        "<li>second</li>",
        "</ol>",
        "<blockquote>",
        "<p>A quote</p>",
        "</blockquote>",
        '<p><a href="/news/x">Our news</a> and <a href="https://example.com/a?b=1&amp;c=2" title="Title" rel="noopener noreferrer" target="_blank">theirs</a>.</p>',
        "<pre><code>if (a &lt; b) go();",
        "</code></pre>",
        "<table>",
        "<thead>",
        "<tr>",
        '<th align="center">a</th>',
        '<th align="right">b</th>',
        "</tr>",
        "</thead>",
        "<tbody><tr>",
        '<td align="center">1</td>',
        '<td align="right">2</td>',
        "</tr>",
        "</tbody></table>",
        "<p>line one<br />line two</p>",
        "<hr />",
        "",
      ].join("\n"),
    );
  });

  it("keeps raw HTML's text but never its tags, scripts or styles", () => {
    const body = [
      "## Heading",
      "",
      "![A picture](/media/x.png) and a [site](https://example.com).",
      "",
      '<form action="https://evil.example"><input name="card"><button>Pay</button></form>',
      "",
      '<div style="position:fixed">Raw <b>block</b></div>',
      "",
      "<script>",
      "alert(1)",
      "</script>",
      "",
      'Inline <span style="color:red">styled</span> <script>alert(2)</script>text <img src=x onerror=alert(3)>.',
      "",
      "[bad](javascript:alert(4)) [worse]( JaVa\tScRiPt:alert(5)) [data](data:text/html,x)",
    ].join("\n");
    expect(renderMarkdown(body)).toBe(
      [
        "<h2>Heading</h2>",
        '<p> and a <a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>.</p>',
        "<p>Pay</p>",
        "<p>Raw block</p>",
        "<p>Inline styled text .</p>",
        "<p><a>bad</a> [worse]( JaVa\tScRiPt:alert(5)) <a>data</a></p>",
        "",
      ].join("\n"),
    );
  });

  it("emits only the policy's elements and attributes", () => {
    const hostile = [
      "<iframe src=x></iframe><svg onload=alert(1)><math><style>x</style>",
      '<a href="javascript:x">a</a> <p onclick=x>p</p> <img src=x>',
      "<!-- c --> <![CDATA[ x ]]> <?php x ?> <scr<script>ipt>alert(1)</script>",
      '[x](https://a.b/"onmouseover=alert(1)) `<b>` <textarea><b>t</b></textarea>',
      "- [x] task",
      "##### Five",
    ].join("\n\n");
    const html = renderMarkdown(hostile);
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
    for (const [, tag, attributes] of tags) {
      expect(Object.keys(MARKDOWN_ELEMENTS)).toContain(tag);
      const allowed: readonly string[] = MARKDOWN_ELEMENTS[tag as keyof typeof MARKDOWN_ELEMENTS];
      for (const [, name] of (attributes ?? "").matchAll(/\s([a-z-]+)=/gi)) {
        expect(allowed).toContain(name);
      }
    }
    expect(html).not.toMatch(/<(script|iframe|svg|img|style|textarea|input)/i);
    expect(html).not.toMatch(/alert\(1\)<\/script|onmouseover="/i);
  });
});
