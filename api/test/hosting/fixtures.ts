import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Releases } from "../../src/services/builds/releases";
import { makeApp, type TestApp } from "../helpers/app";

const write = (root: string, file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

/** Enough HTML that the compressor's 1 KiB threshold is passed. */
export const LONG_PAGE = `<!doctype html><title>Home</title>${"<p>Expanded clay.</p>".repeat(200)}`;

/** The policy the fixture build's `_headers` gives its pages (the real build adds hashes). */
export const pagePolicy = (marker: string) =>
  `default-src 'self'; script-src 'self' 'sha256-${marker}'; frame-ancestors 'none'`;

/** The real build's `_headers`: one block per page path. */
function headersFile(marker: string): string {
  const paths = ["/", "/index.html", "/about/", "/about/index.html", "/ar/", "/ru/"];
  return paths
    .map((page) => `${page}\n  Content-Security-Policy: ${pagePolicy(marker)}\n`)
    .join("\n");
}

/**
 * A Gatsby-shaped build output with `marker` in every page, its `_headers`, and the `_redirects`
 * a Netlify build adds (the /api proxy, which this server must leave to its own API).
 */
export function writeSiteBuild(dir: string, marker: string): string {
  fs.rmSync(dir, { recursive: true, force: true });
  write(dir, "_headers", headersFile(marker));
  write(dir, "_redirects", "/api/*  https://api.example.com/api/:splat  200!\n");
  write(dir, "index.html", `${LONG_PAGE}<p>${marker} home</p>`);
  write(dir, "about/index.html", `<p>${marker} about</p>`);
  write(dir, "ar/index.html", `<p>${marker} ar home</p>`);
  write(dir, "ru/index.html", `<p>${marker} ru home</p>`);
  write(dir, "static/x.js", `console.log("${marker}");`);
  write(dir, "app-4f2a.js", "console.log('app');");
  write(dir, ".well-known/security.txt", "Contact: mailto:security@example.com\n");
  write(dir, "page-data/app-data.json", `{"webpackCompilationHash":"${marker}"}`);
  return dir;
}

/** A Vite-shaped dashboard build. */
function writeAdminBuild(dir: string): string {
  write(dir, "index.html", '<div id="root"></div><script src="/dashboard/assets/a.js"></script>');
  write(dir, "assets/a.js", "console.log('dashboard');");
  return dir;
}

export interface HostingFixture extends TestApp {
  /**
   * Publishes a build whose pages say `marker`, the way the local builder does; `files` replace
   * or add files of that build (by path, e.g. "_headers").
   */
  publish(id: string, marker: string, files?: Record<string, string>): Promise<void>;
}

/** A real app serving a fake dashboard build, with no site release until `publish`. */
export async function makeHostingApp(env: Record<string, string> = {}): Promise<HostingFixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-hosting-"));
  const admin = writeAdminBuild(path.join(dir, "admin"));
  const t = await makeApp({ SERVE_SITE: "true", ADMIN_DIST_DIR: admin, ...env });
  const releases = new Releases(path.join(t.dataDir, "site"));
  return {
    ...t,
    async publish(id, marker, files = {}) {
      const build = writeSiteBuild(path.join(dir, "build"), marker);
      for (const [file, content] of Object.entries(files)) write(build, file, content);
      await releases.publish(id, build);
    },
    async close() {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The headers netlify.toml sets for every path (the CSP comes per page, from `_headers`). */
export const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
];
