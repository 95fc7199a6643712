import { spawnSync } from "node:child_process";
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
const SAMPLE_PATHS = [
  "/",
  "/about/",
  "/ar/",
  "/static/x.js",
  "/static/a/b.css",
  "/app-4f2a.js",
  "/dashboard/",
  "/dashboard/index.html",
  "/dashboard/assets/a.js",
  "/page-data/x.json",
  "/404.html",
];

describe("the repository's netlify.toml", () => {
  const toml = parse(fs.readFileSync(FILE, "utf8")) as {
    build: { command: string; publish: string; ignore: string };
    plugins?: { package: string }[];
  };

  it("builds site and dashboard into one publish folder", () => {
    expect(toml.build).toMatchObject({ command: "npm run build:netlify", publish: "site/public" });
  });

  it("builds on Netlify only through the build hook (pushes are deployed by CI)", () => {
    // Netlify skips the build when the ignore command exits 0.
    const ignore = (env: Record<string, string>) =>
      spawnSync("sh", ["-c", toml.build.ignore], { env: { PATH: process.env.PATH ?? "", ...env } })
        .status;
    expect(ignore({})).toBe(0);
    expect(ignore({ INCOMING_HOOK_URL: "https://api.netlify.com/build_hooks/abc" })).not.toBe(0);
  });

  it("keeps Gatsby's cache between Netlify builds with a local plugin", async () => {
    const [plugin] = toml.plugins ?? [];
    expect(plugin?.package).toBe("./netlify/plugins/gatsby-cache");
    const dir = path.join(REPO_ROOT, plugin!.package);
    expect(fs.readFileSync(path.join(dir, "manifest.yml"), "utf8")).toMatch(
      /^name: gatsby-cache$/m,
    );
    // Run its hooks against a cache that records what Netlify would be asked to keep.
    const restored: string[] = [];
    const saved: string[] = [];
    const utils = {
      cache: {
        restore: async (dir: string) => Boolean(restored.push(dir)),
        save: async (dir: string) => Boolean(saved.push(dir)),
      },
    };
    const hooks = (await import(path.join(dir, "index.js"))) as {
      onPreBuild(input: { utils: typeof utils }): Promise<void>;
      onPostBuild(input: { utils: typeof utils }): Promise<void>;
    };
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    await hooks.onPreBuild({ utils });
    await hooks.onPostBuild({ utils });
    log.mockRestore();
    expect(restored).toEqual(["site/.cache", "site/public"]);
    expect(saved).toEqual(["site/.cache", "site/public"]);
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
    for (const url of SAMPLE_PATHS) {
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

  it("isolates the opener only where a session is typed in or used, not on public pages", () => {
    const opener = (url: string) => headersFor(rules.headers, url)["cross-origin-opener-policy"];
    for (const url of ["/login/", "/ar/login/", "/ru/login/", "/dashboard/", "/dashboard/news/"])
      expect([url, opener(url)]).toEqual([url, "same-origin"]);
    // It cost budget phones 10-15 Lighthouse points on every public page (netlify.toml says why).
    for (const url of ["/", "/about/", "/ar/", "/ru/faq/", "/news/x/", "/static/x.js", "/loginx/"])
      expect([url, opener(url)]).toEqual([url, undefined]);
  });

  it("states the one CSP for the dashboard only; pages get theirs, with hashes, from _headers", () => {
    const policies = rules.headers.filter((rule) =>
      Object.keys(rule.values).some((name) => name.toLowerCase() === "content-security-policy"),
    );
    expect(policies.map((rule) => rule.for)).toEqual(["/dashboard/*"]);
    // A CSP for "/*" as well would be a second policy on every page, blocking its hashed scripts.
    for (const url of ["/", "/about/", "/ar/news/x/", "/404.html"]) {
      expect(headersFor(rules.headers, url)["content-security-policy"]).toBeUndefined();
    }
    const csp = headersFor(rules.headers, "/dashboard/news")["content-security-policy"]!;
    const directives = new Map(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values];
      }),
    );
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("script-src")).toEqual(["'self'"]);
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
    expect(cache("/dashboard/assets/logo-Bx1.svg")).toBe(IMMUTABLE);
    expect(cache("/page-data/app-data.json")).toBe(REVALIDATE);
    expect(cache("/page-data/about/page-data.json")).toBe(REVALIDATE);
    expect(cache("/404.html")).toBe(REVALIDATE);
    expect(cache("/dashboard/index.html")).toBe(REVALIDATE);
    // Pretty URLs take the host's default, which the local server applies too.
    expect(cache("/about/")).toBeUndefined();
  });

  it("never has two matching rules disagree on a header (production's order is not documented)", () => {
    for (const url of SAMPLE_PATHS) {
      const seen = new Map<string, string>();
      for (const rule of rules.headers.filter((r) => r.pattern.regex.test(url))) {
        for (const [name, value] of Object.entries(rule.values)) {
          const key = name.toLowerCase();
          expect([url, key, seen.get(key) ?? value]).toEqual([url, key, value]);
          seen.set(key, value);
        }
      }
    }
  });
});
