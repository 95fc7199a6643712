import crypto from "node:crypto";
import { findInlineCode, scriptHash } from "./csp-scripts";

describe("findInlineCode", () => {
  it("finds the inline scripts a browser runs, as their exact text, and skips data and files", () => {
    const chunkMap =
      '\n            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n          ';
    const html = `<!doctype html><html><head>
<script type="module">const e=1;</script>
<script type="application/ld+json" data-gatsby-head="true">{"@type":"Organization"}</script>
<script src="/app-1.js" async></script>
</head><body>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/";/*]]>*/</script>
<script
            id="gatsby-chunk-mapping"
          >${chunkMap}</script>
<script>window.___webpackCompilationHash="a8bd";</script>
<script type="text/template">not run</script>
<script TYPE=" Text/JavaScript ">run()</script>
<script language="javascript">legacy()</script>
</body></html>`;
    expect(findInlineCode(html)).toEqual({
      scripts: [
        "const e=1;",
        '/*<![CDATA[*/window.pagePath="/about/";/*]]>*/',
        chunkMap,
        'window.___webpackCompilationHash="a8bd";',
        "run()",
        "legacy()",
      ],
      handlers: [],
    });
  });

  it("ends a script at the first </script, as the tokenizer does, and keeps entities undecoded", () => {
    const { scripts } = findInlineCode(`<script>a("&amp;</scrip");</SCRIPT ><script>b()</script/>`);
    expect(scripts).toEqual(['a("&amp;</scrip");', "b()"]);
  });

  it("does not see a script inside a comment, an attribute, a noscript or a textarea", () => {
    const html = `<!-- <script>no1()</script> -->
<img alt="<script>no2()</script>" src="x.png">
<a title='a > b <script>no3()</script>'>x</a>
<noscript><script>no4()</script></noscript>
<textarea><script>no5()</script></textarea>
<p>1 < 2 and 3 > 2</p><script>yes()</script>`;
    expect(findInlineCode(html).scripts).toEqual(["yes()"]);
  });

  it("reports inline event handlers, which no hash can allow", () => {
    const { handlers } = findInlineCode(
      `<img src="a.png" onload="x()"><body ONCLICK='y()'><a href="/" data-onx="1">`,
    );
    // In document-tree order: the parser moves the stray <body> attribute onto <body>.
    expect(handlers).toEqual(["body[onclick]", "img[onload]"]);
  });
});

describe("scriptHash", () => {
  it("is the CSP source of the SHA-256 of the UTF-8 text, base64-encoded", () => {
    // The example from the CSP specification: the script `alert('Hello, world.');`.
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    const text = 'window.pagePath="/ru/о-нас/";';
    const expected = crypto.createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64");
    expect(scriptHash(text)).toBe(`'sha256-${expected}'`);
  });
});
