import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatHeadersFile, servedPaths, writeCspHeaders } from "./csp-headers";
import { basePolicy, withScriptHashes } from "./csp-policy";
import { scriptHash } from "./csp-scripts";

const BASE =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'";
const TOML = `
[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
[[headers]]
  for = "/dashboard/*"
  [headers.values]
    Content-Security-Policy = "${BASE}"
`;

describe("the base policy and its hashes", () => {
  it("reads the one Content-Security-Policy netlify.toml sets, and refuses two or none", () => {
    expect(basePolicy(TOML)).toBe(BASE);
    const twice = `${TOML}[[headers]]\nfor = "/x"\n[headers.values]\ncontent-security-policy = "a"\n`;
    expect(() => basePolicy(twice)).toThrow(/exactly one \[\[headers\]\] rule \(found 2\)/);
    expect(() => basePolicy("")).toThrow(/found 0/);
  });

  it("adds each hash once to script-src, creating it from default-src if missing", () => {
    expect(withScriptHashes(BASE, ["'sha256-a='", "'sha256-b='", "'sha256-a='"])).toBe(
      "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self' 'sha256-a=' 'sha256-b='; frame-ancestors 'none'",
    );
    expect(withScriptHashes("default-src 'self'; img-src data:", ["'sha256-a='"])).toBe(
      "default-src 'self'; img-src data:; script-src 'self' 'sha256-a='",
    );
  });

  it("refuses a base policy that would let any inline script or eval run anyway", () => {
    expect(() => withScriptHashes("script-src 'self' 'unsafe-inline'", [])).toThrow(
      /must not allow 'unsafe-inline'/,
    );
    expect(() => withScriptHashes("default-src 'self' 'UNSAFE-EVAL'", [])).toThrow(
      /must not allow 'unsafe-eval'/,
    );
  });
});

/** A temporary folder with netlify.toml and a public folder to write built pages into. */
function siteFolder(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const publicDir = path.join(dir, "public");
  fs.writeFileSync(path.join(dir, "netlify.toml"), TOML);
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  };
  return { dir, publicDir, write };
}

describe("the _headers file", () => {
  it("serves a folder's index.html at the folder and at its own path", () => {
    expect(servedPaths("index.html")).toEqual(["/", "/index.html"]);
    expect(servedPaths(path.join("ar", "about", "index.html"))).toEqual([
      "/ar/about/",
      "/ar/about/index.html",
    ]);
    expect(servedPaths("404.html")).toEqual(["/404.html"]);
    expect(servedPaths(path.join("news", "о-нас", "index.html"))[0]).toBe(
      "/news/%D0%BE-%D0%BD%D0%B0%D1%81/",
    );
    expect(() => servedPaths("a*b.html")).toThrow(/cannot write a header rule/);
  });

  it("formats one block per rule in Netlify's syntax", () => {
    expect(formatHeadersFile([{ path: "/", policy: "default-src 'self'" }])).toMatch(
      /\n\/\n {2}Content-Security-Policy: default-src 'self'\n$/,
    );
  });

  it("gives every built page its own hashes, skips the dashboard, and fails on event handlers", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-csp-"));
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    };
    const page = (pagePath: string) =>
      `<script type="module">img()</script><script>window.pagePath="${pagePath}"</script>` +
      `<script type="application/ld+json">{}</script>`;
    try {
      fs.writeFileSync(path.join(dir, "netlify.toml"), TOML);
      const publicDir = path.join(dir, "public");
      write("public/index.html", page("/"));
      write("public/ar/about/index.html", page("/ar/about/"));
      write("public/dashboard/index.html", "<script>stale()</script>");
      fs.mkdirSync(path.join(publicDir, "page-data", "404.html"), { recursive: true });
      const info = jest.fn();
      const summary = await writeCspHeaders({
        publicDir,
        netlifyToml: path.join(dir, "netlify.toml"),
        reporter: { info },
      });

      const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
      const policyOf = (urlPath: string) =>
        new RegExp(
          `^${urlPath.replace(/[/.*]/g, "\\$&")}\\n {2}Content-Security-Policy: (.+)$`,
          "m",
        ).exec(text)?.[1];
      const img = scriptHash("img()");
      const about = scriptHash('window.pagePath="/ar/about/"');
      // The folder holds only that page: one rule for the folder.
      expect(policyOf("/ar/*")).toBe(withScriptHashes(BASE, [img, about]));
      expect(policyOf("/ar/about/")).toBeUndefined();
      expect(policyOf("/")).toContain(scriptHash('window.pagePath="/"'));
      expect(policyOf("/index.html")).toBe(policyOf("/"));
      expect(policyOf("/")).not.toContain(about);
      expect(text).not.toContain("/dashboard");
      expect(text).not.toContain("/page-data");
      expect(summary).toMatchObject({ files: 2, rules: 3, policies: 2, mostHashes: 2 });
      expect(info).toHaveBeenCalledWith(expect.stringContaining("_headers covers 2 pages"));

      write("public/contact/index.html", `<button onclick="send()">Send</button>`);
      await expect(
        writeCspHeaders({ publicDir, netlifyToml: path.join(dir, "netlify.toml") }),
      ).rejects.toThrow(/contact\/index\.html has inline event handlers \(button\[onclick\]\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("allows the scripts every page may carry on every page, so a folder keeps one rule", async () => {
    const { dir, publicDir, write } = siteFolder("leca-csp-every-");
    try {
      // A short item with the entry inline, a long one with the entry as a file.
      write("news/short/index.html", "<script>ld()</script><script type=module>entry()</script>");
      write(
        "news/long/index.html",
        '<script>ld()</script><script type=module src="/e.js"></script>',
      );
      const run = (everyPageScripts?: string[]) =>
        writeCspHeaders({
          publicDir,
          netlifyToml: path.join(dir, "netlify.toml"),
          ...(everyPageScripts ? { everyPageScripts } : {}),
        });
      expect(await run()).toMatchObject({ policies: 2, rules: 2 });
      expect(await run(["entry()"])).toMatchObject({ policies: 1, rules: 1 });
      const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
      const both = [scriptHash("entry()"), scriptHash("ld()")].sort();
      expect(text).toContain(
        `/news/*\n  Content-Security-Policy: ${withScriptHashes(BASE, both)}\n`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes the same _headers from the cached scan, and changes only a changed page's rules", async () => {
    const { dir, publicDir, write } = siteFolder("leca-csp-cache-");
    try {
      write("index.html", "<script>home()</script>");
      write("news/a/index.html", "<script>a()</script>");
      const run = () =>
        writeCspHeaders({
          publicDir,
          netlifyToml: path.join(dir, "netlify.toml"),
          cacheFile: path.join(dir, "cache", "built-pages.json"),
        });
      const headers = () => fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
      expect(await run()).toMatchObject({ files: 2, parsed: 2 });
      const before = headers();
      expect(await run()).toMatchObject({ files: 2, parsed: 0 });
      expect(headers()).toBe(before);

      write("news/a/index.html", "<script>b()</script>");
      fs.utimesSync(
        path.join(publicDir, "news/a/index.html"),
        new Date(),
        new Date(Date.now() + 60_000),
      );
      expect(await run()).toMatchObject({ files: 2, parsed: 1 });
      const lines = (text: string) => text.split("\n");
      const changed = lines(headers()).filter((line, index) => line !== lines(before)[index]);
      const policy = `  Content-Security-Policy: ${withScriptHashes(BASE, [scriptHash("b()")])}`;
      // news/ holds that one page: its folder rule is the one line that changed.
      expect(changed).toEqual([policy]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
