import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { makeHostingApp, pagePolicy, SECURITY_HEADERS, type HostingFixture } from "./fixtures";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

describe("the site and dashboard served with netlify.toml's rules", () => {
  let t: HostingFixture;
  beforeAll(async () => {
    t = await makeHostingApp();
    await t.publish("r1", "first");
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("serves pretty URLs and redirects a missing trailing slash, keeping the query", async () => {
    const about = await get("/about/");
    expect(about.statusCode).toBe(200);
    expect(about.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(about.body).toContain("first about");
    expect((await get("/ar/")).body).toContain("first ar home");

    const bare = await get("/about?ref=nav");
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe("/about/?ref=nav");
    expect((await get("/ar")).headers.location).toBe("/ar/");
  });

  it("redirects unknown paths to the home page of their language", async () => {
    for (const [url, home] of [
      ["/foo", "/"],
      ["/foo/bar/", "/"],
      ["/ar/foo", "/ar/"],
      ["/ru/x/y", "/ru/"],
      ["/arabic", "/"],
    ]) {
      const response = await get(url!);
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 302, home]);
    }
  });

  it("serves the dashboard's shell for every dashboard route and its assets as files", async () => {
    expect((await get("/dashboard")).headers.location).toBe("/dashboard/");
    for (const url of ["/dashboard/", "/dashboard/news/abc/edit", "/dashboard/builds"]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).toContain('<div id="root">');
    }
    const asset = await get("/dashboard/assets/a.js");
    expect(asset.body).toBe("console.log('dashboard');");
    expect(asset.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(asset.headers["cache-control"]).toBe(IMMUTABLE);
    expect((await get("/dashboard/index.html")).headers["cache-control"]).toBe(REVALIDATE);
  });

  it("caches hashed files for a year and revalidates HTML and page data", async () => {
    expect((await get("/static/x.js")).headers["cache-control"]).toBe(IMMUTABLE);
    expect((await get("/app-4f2a.js")).headers["cache-control"]).toBe(IMMUTABLE);
    expect((await get("/")).headers["cache-control"]).toBe(REVALIDATE);
    expect((await get("/about/")).headers["cache-control"]).toBe(REVALIDATE);
    expect((await get("/about/index.html")).headers["cache-control"]).toBe(REVALIDATE);
    const data = await get("/page-data/app-data.json");
    expect(data.headers["cache-control"]).toBe(REVALIDATE);
    expect(data.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("sends the security headers on pages and redirects, and not helmet's API policy", async () => {
    for (const url of ["/", "/about/", "/about", "/foo", "/static/x.js", "/dashboard/news"]) {
      const response = await get(url);
      expect(Object.keys(response.headers)).toEqual(expect.arrayContaining(SECURITY_HEADERS));
      expect(response.headers["x-dns-prefetch-control"]).toBeUndefined();
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("gives each page the policy of the release's _headers, and the dashboard netlify.toml's", async () => {
    for (const url of ["/", "/index.html", "/about/", "/about/index.html", "/ar/", "/ru/"]) {
      const response = await get(url);
      expect([url, response.headers["content-security-policy"]]).toEqual([
        url,
        pagePolicy("first"),
      ]);
    }
    for (const url of ["/dashboard/", "/dashboard/news/abc/edit", "/dashboard/assets/a.js"]) {
      const policy = (await get(url)).headers["content-security-policy"];
      expect([url, policy]).toEqual([url, expect.stringContaining("script-src 'self';")]);
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it("never serves _headers or _redirects, which are rules, not content (as on Netlify)", async () => {
    for (const url of ["/_headers", "/_redirects"]) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 302, "/"]);
    }
  });

  it("leaves the API alone: its routes, its JSON 404 and its headers", async () => {
    const health = await get("/api/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok" });
    // Data, never a document: the API's own policy (plugins/security.ts), not the pages'.
    const apiPolicy = health.headers["content-security-policy"];
    expect(apiPolicy).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    });
    // helmet's document-only headers stay off data (and their cost off every admin check).
    expect(health.headers["x-dns-prefetch-control"]).toBeUndefined();
    expect((await get("/api/docs/json")).json()).toMatchObject({ openapi: expect.any(String) });
    for (const url of ["/api/nope", "/api", "/api/news/x/y/z"]) {
      const missing = await get(url);
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(missing.json()).toMatchObject({ code: "NOT_FOUND" });
      expect(missing.headers["content-security-policy"]).toBe(apiPolicy);
      expect(missing.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers HEAD like GET without a body, and only GET and HEAD at all", async () => {
    const head = await t.app.inject({ method: "HEAD", url: "/about/" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(String("<p>first about</p>".length));
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/about/" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("revalidates with ETag and Last-Modified (304 without a body or an encoding)", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    const { etag } = first.headers;
    expect(etag).toBeDefined();
    expect(first.headers["last-modified"]).toBeDefined();
    const again = await get("/", { "if-none-match": String(etag), "accept-encoding": "br" });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.headers["cache-control"]).toBe(REVALIDATE);
    const since = await get("/", { "if-modified-since": String(first.headers["last-modified"]) });
    expect(since.statusCode).toBe(304);
  });

  it("compresses text with brotli or gzip, as the client accepts", async () => {
    const plain = await get("/");
    const br = await get("/", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("sends a release's precompressed twin as it is instead of compressing again", async () => {
    const br = await get("/", { "accept-encoding": "br" });
    const twin = fs.readFileSync(path.join(t.dataDir, "site", "current", "index.html.br"));
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Buffer.compare(br.rawPayload, twin)).toBe(0);
  });

  it("refuses dotfiles without looking at the disk, except the standard /.well-known/", async () => {
    for (const url of ["/.env", "/static/.git/config", "/about/.well-known/x"]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect((await get("/.well-known/security.txt")).body).toContain("Contact:");
  });
});
