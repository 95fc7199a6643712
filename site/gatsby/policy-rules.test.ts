import path from "node:path";
import { policyRules, servedPaths, type PathPolicy } from "./policy-rules";

const f = (...parts: string[]) => path.join(...parts);

/** Netlify's reading of a rule's path: `/a/*` is /a and everything below it; else the path itself. */
function covers(rule: string, url: string): boolean {
  const lower = url.toLowerCase().replace(/\/$/, "") || "/";
  const pattern = rule.toLowerCase();
  if (pattern.endsWith("/*")) {
    const folder = pattern.slice(0, -2);
    return lower === folder || lower.startsWith(`${folder}/`);
  }
  return lower === (pattern.replace(/\/$/, "") || "/");
}

/** Each served path of `files`, with the policies of every rule that covers it. */
function policiesByUrl(files: string[], rules: PathPolicy[]) {
  const found = new Map<string, string[]>();
  for (const file of files) {
    const urls = file.endsWith("index.html") ? servedPaths(file) : [encodeURI(`/${file}`)];
    for (const url of urls) {
      found.set(
        url,
        rules.filter((rule) => covers(rule.path, url)).map((rule) => rule.policy),
      );
    }
  }
  return found;
}

describe("policyRules", () => {
  const pages = (count: number, folder: string) =>
    Array.from({ length: count }, (_, i) => f(folder, `item-${i}`, "index.html"));

  it("gives a folder of pages with one policy one rule, however many pages it holds", () => {
    for (const count of [10, 1000]) {
      const news = [...pages(count, "news"), ...pages(count, f("ar", "news"))];
      const files = ["index.html", "app-123.js", f("static", "a.webp"), ...news];
      const policyOf = new Map([...news, "index.html"].map((file) => [file, "P"]));
      expect(policyRules(files, policyOf)).toEqual([
        { path: "/", policy: "P" },
        { path: "/index.html", policy: "P" },
        { path: "/ar/*", policy: "P" },
        { path: "/news/*", policy: "P" },
      ]);
    }
  });

  it("covers every page by exactly one rule with its own policy, and no other file", () => {
    const files = [
      "index.html",
      "404.html",
      "_headers",
      "app-1.js",
      f("about", "index.html"),
      // A page with other inline scripts than its neighbours.
      f("news", "a", "index.html"),
      f("news", "b", "index.html"),
      f("news", "c", "index.html"),
      // A folder that holds a page and a file that is not one.
      f("gallery", "x", "index.html"),
      f("gallery", "x", "photo.webp"),
      f("gallery", "y", "index.html"),
      f("page-data", "about", "page-data.json"),
      // Copied in from the dashboard's build: netlify.toml's policy, none from _headers.
      f("dashboard", "index.html"),
      f("ru", "о-нас", "index.html"),
    ];
    const policyOf = new Map<string, string>(
      files
        .filter((file) => file.endsWith(".html") && !file.startsWith("dashboard"))
        .map((file) => [file, file === f("news", "b", "index.html") ? "Q" : "P"]),
    );
    const rules = policyRules(files, policyOf);
    for (const [url, policies] of policiesByUrl(files, rules)) {
      const file = files.find((candidate) => servedPaths(candidate).includes(url))!;
      const expected = policyOf.get(file);
      expect([url, policies]).toEqual([url, expected ? [expected] : []]);
    }
    expect(rules.map((rule) => rule.path)).toEqual([
      "/404.html",
      "/",
      "/index.html",
      "/about/*",
      "/gallery/x/",
      "/gallery/x/index.html",
      "/gallery/y/*",
      "/news/a/*",
      "/news/b/*",
      "/news/c/*",
      "/ru/*",
    ]);
  });

  it("never makes a rule for the whole site, even when every file is a page", () => {
    const files = ["index.html", f("about", "index.html")];
    const rules = policyRules(files, new Map(files.map((file) => [file, "P"])));
    expect(rules.map((rule) => rule.path)).toEqual(["/", "/index.html", "/about/*"]);
  });

  it("refuses a name that would read as a wildcard where a rule must name it", () => {
    const root = "a*b.html";
    expect(() => policyRules([root], new Map([[root, "P"]]))).toThrow(
      /cannot write a header rule for \/a\*b\.html/,
    );
    const page = f("news", "a:b", "index.html");
    const mixed = [page, f("news", "a:b", "photo.webp")];
    expect(() => policyRules(mixed, new Map([[page, "P"]]))).toThrow(
      /cannot write a header rule for \/news\/a:b\//,
    );
    // Inside a folder that one rule covers, the name is never written.
    expect(policyRules([page], new Map([[page, "P"]]))).toEqual([{ path: "/news/*", policy: "P" }]);
  });
});
