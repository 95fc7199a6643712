import { findRedirect, headersFor } from "../../src/services/hosting/matcher";
import { parseHeadersFile, parseRedirectsFile } from "../../src/services/hosting/netlify-files";

describe("a publish folder's _redirects", () => {
  const rules = parseRedirectsFile(`
# The /api proxy a Netlify build writes; this server is the API, so the rule is not its own.
/api/*        https://api.example.com/api/:splat   200!
/old/:slug    /news/:slug/                         301
/blog/*       /news/:splat
/pinned       /about/                              302!
  `);

  it("reads from, to, status and force, leaving the /api proxy to this server's own API", () => {
    expect(rules.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual([
      { from: "/old/:slug", to: "/news/:slug/", status: 301, force: false },
      { from: "/blog/*", to: "/news/:splat", status: 301, force: false },
      { from: "/pinned", to: "/about/", status: 302, force: true },
    ]);
    expect(findRedirect(rules, "/old/green-roofs", false)).toEqual({
      status: 301,
      to: "/news/green-roofs/",
    });
    expect(findRedirect(rules, "/pinned", true)).toEqual({ status: 302, to: "/about/" });
    expect(findRedirect(rules, "/api/news/", false)).toBeNull();
  });

  it("accepts the signed /api proxy (Sign=VAR): this server is the API, nothing to sign", () => {
    const signed = parseRedirectsFile(
      "/api/*  https://api.example.com/api/:splat  200!  Sign=NETLIFY_PROXY_SECRET\n/x /y 301\n",
    );
    expect(signed.map(({ from, to }) => ({ from, to }))).toEqual([{ from: "/x", to: "/y" }]);
    expect(() => parseRedirectsFile("/a /b 302 Sign=\n")).toThrow(/^_redirects: line 1: /);
  });

  it("refuses what it cannot honour, naming the line", () => {
    expect(() => parseRedirectsFile("/a /b 302 Country=ae\n")).toThrow(/^_redirects: line 1: /);
    expect(() => parseRedirectsFile("\n/a /b 307\n")).toThrow(/^_redirects: line 2: status/);
    expect(() => parseRedirectsFile("/a\n")).toThrow(/line 1: expected "from to/);
    expect(() => parseRedirectsFile("/a /b 30x\n")).toThrow(/line 1: expected "from to/);
    expect(() => parseRedirectsFile("/blog/* https://blog.example.com/:splat 200\n")).toThrow(
      /line 1: \/blog\/\* proxies to .*this server proxies nothing/,
    );
    expect(() => parseRedirectsFile("a /b\n")).toThrow(/line 1: from: must be a path/);
  });
});

describe("a publish folder's _headers", () => {
  it("reads a path and its indented headers, joining a header named twice", () => {
    const rules = parseHeadersFile(`
# comment
/about/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='
  Link: </a.css>; rel=preload
  link: </b.js>; rel=preload

/*.js
  Cache-Control: public, max-age=31536000, immutable
`);
    expect(rules.map((rule) => rule.for)).toEqual(["/about/", "/*.js"]);
    expect(headersFor(rules, "/about/")).toEqual({
      "content-security-policy": "default-src 'self'; script-src 'self' 'sha256-abc='",
      link: "</a.css>; rel=preload, </b.js>; rel=preload",
    });
    // A page's rule is the page's own: exact path, with or without its trailing slash.
    expect(headersFor(rules, "/about")["content-security-policy"]).toBeDefined();
    expect(headersFor(rules, "/about/team/")).toEqual({});
    expect(headersFor(rules, "/x/app.js")["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("keeps a value's colons and refuses malformed lines, naming them", () => {
    const [rule] = parseHeadersFile("/\n  Content-Security-Policy: img-src 'self' data: blob:\n");
    expect(rule!.values).toEqual({ "Content-Security-Policy": "img-src 'self' data: blob:" });
    expect(() => parseHeadersFile("  X-A: b\n")).toThrow(/^_headers: line 1: expected an indented/);
    expect(() => parseHeadersFile("/a\n  no colon here\n")).toThrow(/^_headers: line 2: /);
    expect(() => parseHeadersFile("/a\n/b\n  X-A: b\n")).toThrow(
      /^_headers: line 1: \/a has no headers/,
    );
    expect(() => parseHeadersFile("*.js\n  X-A: b\n")).toThrow(
      /^_headers: line 1: for: must be a path/,
    );
  });
});
