import {
  findRedirect,
  headersFor,
  matchPattern,
  compilePattern,
} from "../../src/services/hosting/matcher";
import { parseNetlifyRules } from "../../src/services/hosting/netlify-rules";

const rules = (toml: string) => parseNetlifyRules(toml);

describe("netlify path patterns", () => {
  it("captures the splat, which may be empty, and never matches a longer first segment", () => {
    const ar = compilePattern("/ar/*", false);
    expect(matchPattern(ar, "/ar/news/x")).toEqual({ splat: "news/x" });
    expect(matchPattern(ar, "/ar/")).toEqual({ splat: "" });
    expect(matchPattern(ar, "/ar")).toEqual({ splat: "" });
    expect(matchPattern(ar, "/archive")).toBeNull();
    expect(matchPattern(compilePattern("/*", false), "/")).toEqual({ splat: "" });
  });

  it("captures placeholders one segment each and ignores a trailing slash", () => {
    const news = compilePattern("/news/:year/:slug", false);
    expect(matchPattern(news, "/news/2026/green-roofs/")).toEqual({
      year: "2026",
      slug: "green-roofs",
    });
    expect(matchPattern(news, "/news/2026")).toBeNull();
    expect(matchPattern(news, "/news/2026/a/b")).toBeNull();
  });

  it("treats a star inside a segment as a wildcard and the rest literally", () => {
    const js = compilePattern("/*.js", true);
    expect(js.regex.test("/app-4f2a.js")).toBe(true);
    expect(js.regex.test("/dashboard/assets/a.js")).toBe(true);
    expect(js.regex.test("/appxjs")).toBe(false);
    expect(js.regex.test("/page-data/app-data.json")).toBe(false);
  });

  it("matches redirects case-sensitively and headers case-insensitively, as Netlify does", () => {
    expect(compilePattern("/About", false).regex.test("/about")).toBe(false);
    expect(compilePattern("/About", true).regex.test("/about")).toBe(true);
  });
});

describe("redirect rules", () => {
  const { redirects } = rules(`
    [[redirects]]
    from = "/old/:slug"
    to = "/news/:slug/"
    status = 301
    [[redirects]]
    from = "/blog/*"
    to = "/news/:splat"
    [[redirects]]
    from = "/pinned"
    to = "/about/"
    status = 302
    force = true
    [[redirects]]
    from = "/*"
    to = "/"
    status = 302
  `);

  it("applies the first matching rule, filling in placeholders and the splat", () => {
    expect(findRedirect(redirects, "/old/green-roofs", false)).toEqual({
      status: 301,
      to: "/news/green-roofs/",
    });
    expect(findRedirect(redirects, "/blog/2026/x", false)).toEqual({
      status: 301,
      to: "/news/2026/x",
    });
    expect(findRedirect(redirects, "/anything", false)).toEqual({ status: 302, to: "/" });
  });

  it("skips rules that are not forced when a file exists (shadowing), and applies forced ones", () => {
    expect(findRedirect(redirects, "/old/green-roofs", true)).toBeNull();
    expect(findRedirect(redirects, "/anything", true)).toBeNull();
    expect(findRedirect(redirects, "/pinned", true)).toEqual({ status: 302, to: "/about/" });
  });

  it("defaults to a 301 that is not forced", () => {
    expect(redirects[1]).toMatchObject({ status: 301, force: false });
  });
});

describe("header rules", () => {
  const { headers } = rules(`
    [[headers]]
    for = "/*"
    [headers.values]
    X-Frame-Options = "DENY"
    Cache-Control = "public, max-age=0, must-revalidate"
    [[headers]]
    for = "/static/*"
    [headers.values]
    cache-control = '''
      public,
      max-age=31536000,
      immutable'''
    [[headers]]
    for = "/list"
    [headers.values]
    Link = ["</a.css>; rel=preload", "</b.js>; rel=preload"]
  `);

  it("merges every matching rule, the later one winning for the same header in any case", () => {
    expect(headersFor(headers, "/static/x.js")).toEqual({
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(headersFor(headers, "/about/")).toEqual({
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=0, must-revalidate",
    });
  });

  it("joins list values with commas", () => {
    expect(headersFor(headers, "/list").link).toBe("</a.css>; rel=preload, </b.js>; rel=preload");
  });
});

describe("reading netlify.toml", () => {
  it("drops the /api proxy (this server is the API) and refuses any other proxy", () => {
    const { redirects } = rules(`
      [[redirects]]
      from = "/api/*"
      to = "https://api.example.com/api/:splat"
      status = 200
      force = true
      [[redirects]]
      from = "/elsewhere"
      to = "https://example.com/"
      status = 301
    `);
    expect(redirects.map((rule) => rule.from)).toEqual(["/elsewhere"]);
    expect(findRedirect(redirects, "/elsewhere", false)).toEqual({
      status: 301,
      to: "https://example.com/",
    });
    expect(() =>
      rules(
        `[[redirects]]\nfrom = "/blog/*"\nto = "https://blog.example.com/:splat"\nstatus = 200`,
      ),
    ).toThrow(/^netlify\.toml: redirects\.0: \/blog\/\* proxies to .*this server proxies nothing/);
  });

  it("refuses what the local server cannot do the same way, naming the rule", () => {
    expect(() =>
      rules(`
        [[redirects]]
        from = "/"
        to = "/ar/"
        status = 302
        conditions = { Language = ["ar"] }
      `),
    ).toThrow(/netlify\.toml: redirects\.0: .*conditions/);
    expect(() => rules(`[[redirects]]\nfrom = "/a"\nto = "/b"\nstatus = 307`)).toThrow(
      /redirects\.0\.status/,
    );
    expect(() => rules(`[[headers]]\nfor = "*.js"\nvalues = {}`)).toThrow(/headers\.0\.for/);
    expect(() => rules(`[[redirects]\nfrom = "/"`)).toThrow(/^netlify\.toml: /);
  });
});
