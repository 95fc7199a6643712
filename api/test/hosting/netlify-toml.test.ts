import fs from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { REPO_ROOT } from "../../src/paths";
import { findRedirect, headersFor } from "../../src/services/hosting/matcher";
import { loadNetlifyRules } from "../../src/services/hosting/netlify-rules";
import { SECURITY_HEADERS } from "./fixtures";

const FILE = path.join(REPO_ROOT, "netlify.toml");
const rules = loadNetlifyRules(FILE);
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

describe("the repository's netlify.toml", () => {
  it("builds site and dashboard into one publish folder", () => {
    const { build } = parse(fs.readFileSync(FILE, "utf8")) as {
      build: { command: string; publish: string };
    };
    expect(build).toEqual({ command: "npm run build:netlify", publish: "site/public" });
  });

  it("falls back to the dashboard's shell and sends unknown paths home, per language", () => {
    const summary = rules.redirects.map(({ from, to, status, force }) => ({
      from,
      to,
      status,
      force,
    }));
    expect(summary).toEqual([
      { from: "/dashboard/*", to: "/dashboard/index.html", status: 200, force: false },
      { from: "/ar/*", to: "/ar/", status: 302, force: false },
      { from: "/ru/*", to: "/ru/", status: 302, force: false },
      { from: "/*", to: "/", status: 302, force: false },
    ]);
    const missing = (url: string) => findRedirect(rules.redirects, url, false);
    expect(missing("/dashboard/news/abc/edit")).toEqual({
      status: 200,
      to: "/dashboard/index.html",
    });
    expect(missing("/ar/no-such-page/")).toEqual({ status: 302, to: "/ar/" });
    expect(missing("/ru/x/y")).toEqual({ status: 302, to: "/ru/" });
    expect(missing("/no-such-page")).toEqual({ status: 302, to: "/" });
    expect(missing("/arabic")).toEqual({ status: 302, to: "/" });
    // Existing files are never redirected.
    expect(findRedirect(rules.redirects, "/about/", true)).toBeNull();
  });

  it("sends the security headers with every path", () => {
    for (const url of [
      "/",
      "/about/",
      "/ar/",
      "/static/x.js",
      "/dashboard/",
      "/page-data/x.json",
    ]) {
      expect(Object.keys(headersFor(rules.headers, url))).toEqual(
        expect.arrayContaining(SECURITY_HEADERS),
      );
    }
    const headers = headersFor(rules.headers, "/");
    expect(headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it("has a CSP that keeps everything on the site's own origin and never allows eval", () => {
    const csp = headersFor(rules.headers, "/")["content-security-policy"]!;
    const directives = new Map(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values];
      }),
    );
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("connect-src")).toEqual(["'self'"]);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it("caches hashed files for a year and makes HTML and page data revalidate (Gatsby's advice)", () => {
    const cache = (url: string) => headersFor(rules.headers, url)["cache-control"];
    expect(cache("/static/d41d8/photo.webp")).toBe(IMMUTABLE);
    expect(cache("/app-4f2a.js")).toBe(IMMUTABLE);
    expect(cache("/styles.9c1e.css")).toBe(IMMUTABLE);
    expect(cache("/dashboard/assets/index-Bx1.js")).toBe(IMMUTABLE);
    expect(cache("/sw.js")).toBe(REVALIDATE);
    expect(cache("/page-data/app-data.json")).toBe(REVALIDATE);
    expect(cache("/page-data/about/page-data.json")).toBe(REVALIDATE);
    expect(cache("/404.html")).toBe(REVALIDATE);
    expect(cache("/dashboard/index.html")).toBe("no-cache");
    // Pretty URLs take the host's default, which the local server applies too.
    expect(cache("/about/")).toBeUndefined();
  });
});
