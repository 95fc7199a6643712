import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { headersFor, type HostingRules } from "../../api/src/services/hosting/matcher";
import { parseHeadersFile, parseRedirectsFile } from "../../api/src/services/hosting/netlify-files";
import { loadNetlifyRules } from "../../api/src/services/hosting/netlify-rules";
import { gotoHydrated } from "../support/navigation";
import { signIn } from "../support/dashboard";
import { LANGUAGES, inLanguage } from "../support/product";

// What Netlify would serve, checked on what this server serves: the built release's pages, their
// headers, and the rules they come from (netlify.toml plus the release's _headers/_redirects).
const REPO = path.resolve(__dirname, "..", "..");
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(REPO, "e2e", ".data"));
const RELEASE = path.join(DATA_DIR, "site", "current");
const ADMIN_DIST = path.join(REPO, "admin", "dist");

/** The release's rules combined as Netlify combines them (file rules first). */
function releaseRules(): HostingRules {
  const base = loadNetlifyRules(path.join(REPO, "netlify.toml"));
  const read = (file: string) =>
    fs.existsSync(path.join(RELEASE, file))
      ? fs.readFileSync(path.join(RELEASE, file), "utf8")
      : "";
  return {
    redirects: [...parseRedirectsFile(read("_redirects")), ...base.redirects],
    headers: [...parseHeadersFile(read("_headers")), ...base.headers],
  };
}

/** One news item of the release, so a page made from the API's content is in the sample. */
function aNewsItem(): string {
  const slug = fs
    .readdirSync(path.join(RELEASE, "news"), { withFileTypes: true })
    .find((entry) => entry.isDirectory())?.name;
  if (!slug) throw new Error("the release has no news item page");
  return `/news/${slug}/`;
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );

/**
 * The inline scripts a browser would run, found by Chromium's own HTML parser (not the build's
 * tokenizer): no src, a JavaScript or module type, and not inside <noscript>.
 */
async function executableInlineScripts(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const runs =
      /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/;
    const doc = new DOMParser().parseFromString(source, "text/html");
    return [...doc.querySelectorAll("script")]
      .filter((script) => !script.hasAttribute("src") && !script.closest("noscript"))
      .filter((script) => runs.test((script.getAttribute("type") ?? "").trim().toLowerCase()))
      .map((script) => script.text);
  }, html);
}

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers["strict-transport-security"], label).toMatch(/max-age=\d{8,}/);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("camera=()");
}

test.describe("pages as Netlify serves them", () => {
  for (const language of LANGUAGES) {
    test(`${language}: each page's CSP allows exactly its inline scripts, and nothing inline else`, async ({
      page,
      request,
    }) => {
      await page.goto("about:blank");
      const sample = ["/", "/about/", "/contact/", "/news/", aNewsItem(), "/gallery/"];
      let hashes = 0;
      for (const route of sample) {
        const url = inLanguage(route, language);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expectSecurityHeaders(response, url);
        expect(response.headers()["cache-control"], url).toBe("public, max-age=0, must-revalidate");
        const policy = response.headers()["content-security-policy"] ?? "";
        expect(Buffer.byteLength(policy), url).toBeLessThan(4096);
        const csp = directives(policy);
        expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
        expect(policy, url).not.toContain("'unsafe-eval'");
        expect(csp.get("script-src"), url).not.toContain("'unsafe-inline'");
        const html = await response.text();
        const scripts = await executableInlineScripts(page, html);
        // Two: the language switch's arrival mark (site/src/islands/arrival.ts) and the page's
        // entry (src/islands/main.ts, inlined: scripts/build-islands.mjs); one on a page too long
        // for the first round trip, which loads the entry as a file (gatsby/entry-placement.ts).
        // The files are modules, which script-src 'self' allows.
        const entryAsFile = /<script type="module" src="\/islands\/main-\w+\.js"/.test(html);
        expect(scripts.length, url).toBe(entryAsFile ? 1 : 2);
        const allowed = csp.get("script-src") ?? [];
        for (const script of scripts) {
          expect(allowed, `${url}: ${script.slice(0, 60)}`).toContain(sha256(script));
        }
        hashes = Math.max(hashes, allowed.filter((source) => source.startsWith("'sha256-")).length);
      }
      console.warn(
        `[csp] ${language}: ${sample.length} pages checked, at most ${hashes} hashes a page`,
      );
    });
  }

  test("hashed assets are immutable; the dashboard has the base policy and no inline script", async ({
    request,
  }) => {
    const home = await (await request.get("/")).text();
    const assets = [
      ...home.matchAll(/(?:src|href)="(\/(?:static\/[^"]+|[\w-]+-[0-9a-f]{8,}\.(?:js|css)))"/g),
    ];
    expect(assets.length).toBeGreaterThan(2);
    for (const [, asset] of assets.slice(0, 8)) {
      const response = await request.get(asset!);
      expect([asset, response.status()]).toEqual([asset, 200]);
      expect(response.headers()["cache-control"], asset).toBe(
        "public, max-age=31536000, immutable",
      );
      expectSecurityHeaders(response, asset!);
    }

    const dashboard = await request.get("/dashboard/");
    expectSecurityHeaders(dashboard, "/dashboard/");
    const csp = directives(dashboard.headers()["content-security-policy"] ?? "");
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    const shell = await dashboard.text();
    expect(shell).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const [, bundle] = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(shell) ?? [];
    const asset = await request.get(bundle!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("the release against its rules", () => {
  test("every redirect target of netlify.toml and _redirects exists and is served", async ({
    request,
  }) => {
    const rules = releaseRules();
    const targets = new Set(rules.redirects.map((rule) => rule.to));
    expect(targets.size).toBeGreaterThan(3);
    for (const target of targets) {
      expect(target, "a target with placeholders cannot be checked one way").not.toContain(":");
      const [root, file] = target.startsWith("/dashboard/")
        ? [ADMIN_DIST, target.slice("/dashboard/".length)]
        : [RELEASE, target.slice(1)];
      const onDisk = path.join(
        root,
        file.endsWith("/") || file === "" ? `${file}index.html` : file,
      );
      expect([target, fs.existsSync(onDisk)]).toEqual([target, true]);
      const served = await request.get(target, { maxRedirects: 0 });
      expect([target, served.status()]).toEqual([target, 200]);
    }
  });

  test("every HTML file has exactly one policy, and no two rules disagree on any file's header", () => {
    const rules = releaseRules();
    const files = fs
      .readdirSync(RELEASE, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz|map)$/.test(entry.name))
      .map(
        (entry) =>
          "/" +
          path.relative(RELEASE, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      );
    const pages = files.filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(40);
    const conflicts: string[] = [];
    for (const file of files) {
      const urls = file.endsWith("/index.html")
        ? [file, file.slice(0, -"index.html".length)]
        : [file];
      for (const url of urls) {
        const seen = new Map<string, string>();
        for (const rule of rules.headers.filter((r) => r.pattern.regex.test(encodeURI(url)))) {
          for (const [name, value] of Object.entries(rule.values)) {
            const key = name.toLowerCase();
            if (seen.has(key) && seen.get(key) !== value) conflicts.push(`${url} ${key}`);
            seen.set(key, value);
          }
        }
        const policies = rules.headers.filter(
          (r) =>
            r.pattern.regex.test(encodeURI(url)) &&
            Object.keys(r.values).some((n) => /^content-security-policy$/i.test(n)),
        );
        if (file.endsWith(".html")) expect([url, policies.length]).toEqual([url, 1]);
      }
    }
    expect(conflicts).toEqual([]);
    expect(headersFor(rules.headers, "/")["content-security-policy"]).toContain("'sha256-");
  });
});

/** Every CSP violation the page reports from now on: the event, and the console's words. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("in the browser", () => {
  test("pages in every language load and hydrate with zero CSP violations", async ({ page }) => {
    const violations = await recordCspViolations(page);

    for (const language of LANGUAGES) {
      await gotoHydrated(page, inLanguage("/", language));
      await gotoHydrated(page, inLanguage(aNewsItem(), language));
    }
    // Hydrated and interactive: the language menu switches the page client-side.
    await gotoHydrated(page, "/about/");
    await page.getByRole("button", { name: /^Language/ }).click();
    await page.getByRole("link", { name: "Русский" }).click();
    await expect(page).toHaveURL(/\/ru\/about\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await page.goto("/dashboard/");
    await page.waitForLoadState("networkidle");
    expect([...new Set(violations)]).toEqual([]);
  });

  test("the dashboard's screens with forms, signed in, and the contact form, with zero CSP violations", async ({
    page,
  }) => {
    // zod, which the forms, the inbox and the audit log use, tests for `new Function` unless told
    // not to (shared/src/contracts/zod.ts): under a script-src without 'unsafe-eval', a violation
    // (reported as an event, not in the console: zod catches the error).
    const violations = await recordCspViolations(page);
    await gotoHydrated(page, "/contact/");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await signIn(page);
    for (const path of ["/dashboard/news/create", "/dashboard/inbox", "/dashboard/audit"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    await page.goto("/dashboard/news/create");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Title (English)", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect([...new Set(violations)]).toEqual([]);
  });
});
