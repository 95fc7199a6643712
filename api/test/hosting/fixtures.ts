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

/** A Gatsby-shaped build output with `marker` in every page. */
export function writeSiteBuild(dir: string, marker: string): string {
  fs.rmSync(dir, { recursive: true, force: true });
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
  /** Publishes a build whose pages say `marker`, the way the local builder does. */
  publish(id: string, marker: string): Promise<void>;
}

/** A real app serving a fake dashboard build, with no site release until `publish`. */
export async function makeHostingApp(env: Record<string, string> = {}): Promise<HostingFixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-hosting-"));
  const admin = writeAdminBuild(path.join(dir, "admin"));
  const t = await makeApp({ SERVE_SITE: "true", ADMIN_DIST_DIR: admin, ...env });
  const releases = new Releases(path.join(t.dataDir, "site"));
  return {
    ...t,
    async publish(id, marker) {
      await releases.publish(id, writeSiteBuild(path.join(dir, "build"), marker));
    },
    async close() {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The headers netlify.toml sets for every path. */
export const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "content-security-policy",
];
