/**
 * Netlify's build command (`npm run build:netlify`): the dashboard and the site in one publish
 * folder, site/public, with the dashboard at /dashboard and the /api proxy rule. API_URL is
 * checked first, so a build without it fails in seconds with a message naming it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiUrlForNetlify, PROXY_SECRET_VARIABLE, proxyRedirects } from "./netlify-proxy.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publishDir = path.join(root, "site", "public");

function run(script, ...args) {
  console.log(`\n> npm run ${script} ${args.join(" ")}`);
  // A shell finds npm as npm.cmd on Windows too; the arguments are fixed strings.
  const result = spawnSync("npm", ["run", script, ...args], {
    cwd: root,
    stdio: "inherit",
    shell: true,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let apiUrl;
try {
  apiUrl = apiUrlForNetlify(process.env);
} catch (error) {
  console.error(`build:netlify: ${error.message}`);
  process.exit(1);
}

const started = Date.now();
run("build", "-w", "admin");
run("build:site");

// Only this folder inside the publish folder is replaced; the dashboard is served from it on
// Netlify (locally it is served straight from admin/dist).
const dashboard = path.join(publishDir, "dashboard");
fs.rmSync(dashboard, { recursive: true, force: true });
fs.cpSync(path.join(root, "admin", "dist"), dashboard, { recursive: true });
fs.writeFileSync(path.join(publishDir, "_redirects"), proxyRedirects(apiUrl, process.env));
if (!process.env[PROXY_SECRET_VARIABLE]) {
  console.warn(
    `build:netlify: ${PROXY_SECRET_VARIABLE} is not set, so the /api proxy is not signed and the ` +
      "API counts its per-address limits (sign-in, contact, searches) per Netlify edge server. " +
      "Set the same secret here and on the API (deploy/README.md).",
  );
}

console.log(
  `\nbuild:netlify: site/public holds the site, the dashboard at /dashboard and the /api proxy ` +
    `to ${apiUrl} (${Math.round((Date.now() - started) / 1000)} s)`,
);
