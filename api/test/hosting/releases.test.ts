import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../src/app";
import { ConfigError, loadConfig } from "../../src/config";
import type { BuildRecord } from "../../src/store/types";
import { makeApp } from "../helpers/app";
import { HOLDING_PAGE_CSP } from "../../src/services/hosting/holding-page";
import { makeHostingApp, pagePolicy, SECURITY_HEADERS, type HostingFixture } from "./fixtures";

const build = (id: string, status: BuildRecord["status"]): BuildRecord => ({
  id,
  status,
  builder: "local",
  reason: "test",
  requestedAt: new Date(),
  startedAt: status === "queued" ? null : new Date(),
  finishedAt: status === "failed" ? new Date() : null,
  logTail: "",
  externalId: null,
});

describe("the served release", () => {
  let t: HostingFixture;
  afterEach(() => t.close());
  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("shows an honest holding page until the first build is live, then the site", async () => {
    t = await makeHostingApp({ BUILDER: "local" });
    for (const url of ["/", "/about/", "/no-such-page"]) {
      const holding = await get(url);
      expect(holding.statusCode).toBe(503);
      expect(holding.headers["retry-after"]).toBe("15");
      expect(holding.headers["cache-control"]).toBe("no-store");
      expect(Object.keys(holding.headers)).toEqual(expect.arrayContaining(SECURITY_HEADERS));
      expect(holding.headers["content-security-policy"]).toBe(HOLDING_PAGE_CSP);
      expect(holding.body).toContain('<meta http-equiv="refresh" content="15">');
      expect(holding.body).toContain("will appear here in about a minute");
      expect(holding.body).toContain('<p lang="ar" dir="rtl">يجري إعداد الموقع.');
      expect(holding.body).toContain('<p lang="ru" dir="ltr">Сайт готовится.');
      expect(holding.body).not.toMatch(/<script|src=|href=/);
    }
    // The dashboard does not wait for the site.
    expect((await get("/dashboard/")).statusCode).toBe(200);

    await t.publish("r1", "first");
    expect((await get("/")).body).toContain("first home");
  });

  it("says so when the last build failed, and points administrators to the builds screen", async () => {
    t = await makeHostingApp({ BUILDER: "local" });
    await t.app.store.builds.insert(build("b1", "failed"));
    const page = await get("/");
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("could not be built");
    expect(page.body).toContain("/dashboard/builds");
    await t.app.store.builds.insert(build("b2", "queued"));
    expect((await get("/")).body).toContain("being prepared");
  });

  it("does not promise a site when this server builds none", async () => {
    t = await makeHostingApp({ BUILDER: "off" });
    const page = await get("/");
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("No copy of the website has been built on this server.");
  });

  it("serves a new release the moment its symlink is swapped, without a restart", async () => {
    t = await makeHostingApp();
    await t.publish("r1", "first");
    const before = await get("/about/");
    expect(before.body).toContain("first about");
    await t.publish("r2", "second");
    expect((await get("/about/")).body).toContain("second about");
    expect((await get("/static/x.js")).body).toContain("second");
    // The old validator no longer matches: browsers revalidating get the new page.
    const revalidated = await t.app.inject({
      method: "GET",
      url: "/about/",
      headers: { "if-none-match": String(before.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it("applies each release's own _headers and _redirects, combined with netlify.toml as Netlify does", async () => {
    t = await makeHostingApp();
    await t.publish("r1", "first", {
      _headers: `/about/\n  Content-Security-Policy: ${pagePolicy("first")}\n  X-Frame-Options: SAMEORIGIN\n`,
      _redirects: "/ar/old  /ar/about/  301\n",
    });
    const about = await get("/about/");
    expect(about.headers["content-security-policy"]).toBe(pagePolicy("first"));
    // Where both set a header, netlify.toml's rule comes later and wins.
    expect(about.headers["x-frame-options"]).toBe("DENY");
    // _redirects rules come before netlify.toml's "/ar/*" catch-all.
    const old = await get("/ar/old");
    expect([old.statusCode, old.headers.location]).toEqual([301, "/ar/about/"]);

    await t.publish("r2", "second");
    expect((await get("/about/")).headers["content-security-policy"]).toBe(pagePolicy("second"));
    const gone = await get("/ar/old");
    expect([gone.statusCode, gone.headers.location]).toEqual([302, "/ar/"]);
  });

  it("refuses to publish a build whose _headers or _redirects cannot be applied", async () => {
    t = await makeHostingApp();
    await t.publish("r1", "first");
    await expect(
      t.publish("r2", "second", { _headers: "  X-Orphan: header before any path\n" }),
    ).rejects.toThrow(/_headers: line 1/);
    await expect(
      t.publish("r3", "third", { _redirects: "/old /new 200 extra words\n" }),
    ).rejects.toThrow(/_redirects/);
    // The live release is untouched and the refused ones were removed.
    expect((await get("/about/")).body).toContain("first about");
    expect(fs.readdirSync(path.join(t.dataDir, "site", "releases"))).toEqual(["r1"]);
  });

  it("holds the site (not the dashboard) while the served release's rules cannot be applied", async () => {
    t = await makeHostingApp();
    await t.publish("r1", "first");
    // A served release edited by hand after it was checked at publish (before its first visit).
    fs.writeFileSync(
      path.join(t.app.builds.servedDir()!, "_headers"),
      "  X-Orphan: header before any path\n",
    );
    for (const url of ["/", "/about/", "/nope"]) {
      const page = await get(url);
      expect([url, page.statusCode]).toEqual([url, 500]);
      expect(page.headers["content-security-policy"]).toBe(HOLDING_PAGE_CSP);
      expect(page.body).toContain("its hosting rules are invalid");
      expect(page.body).toContain('<p lang="ar" dir="rtl">لا يمكن عرض هذه النسخة');
      expect(page.body).toContain('<p lang="ru" dir="ltr">Эту версию сайта нельзя показать');
      expect(page.body).not.toContain("first");
    }
    // An administrator can still reach the dashboard to publish a good build.
    expect((await get("/dashboard/builds")).statusCode).toBe(200);
    await t.publish("r2", "second");
    expect((await get("/about/")).body).toContain("second about");
  });

  it("a release without a home page answers 404 at / rather than redirecting to itself", async () => {
    t = await makeHostingApp();
    await t.publish("r1", "first");
    fs.rmSync(path.join(t.app.builds.servedDir()!, "index.html"));
    const home = await get("/");
    expect(home.statusCode).toBe(404);
    expect((await get("/foo")).headers.location).toBe("/");
  });
});

describe("SERVE_SITE=false (an API-only deployment)", () => {
  it("serves the API and nothing at / or /dashboard", async () => {
    const t = await makeApp({ SERVE_SITE: "false" });
    try {
      for (const url of ["/", "/about/", "/dashboard/"]) {
        const response = await t.app.inject({ method: "GET", url });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      }
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("refuses a value that is not a yes or no, naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "test", SERVE_SITE: "maybe" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "test", SERVE_SITE: "maybe" })).toThrow(/^SERVE_SITE: /);
  });
});

describe("start-up with a netlify.toml the local server cannot honour", () => {
  it("stops with a ConfigError naming the file and the rule", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-toml-"));
    try {
      const file = path.join(dir, "netlify.toml");
      fs.writeFileSync(file, '[[redirects]]\nfrom = "/a"\nto = "/b"\nsignature = "secret"\n');
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dir, BUILDER: "off" });
      config.hosting.netlifyToml = file;
      const started = buildApp({ config, logger: false });
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(/^netlify\.toml: redirects\.0: .*signature/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
