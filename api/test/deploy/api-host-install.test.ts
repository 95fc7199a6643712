// The API host's install, as deploy/README.md gives it: built where the toolchain is (the api
// and shared workspaces only), then installed from the registry with production dependencies
// alone into an empty folder that holds nothing but the build output, and started there.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exited, freePort } from "../helpers/server-process";

const REPO = path.resolve(__dirname, "..", "..", "..");
const WORKSPACES = ["-w", "shared", "-w", "api", "--include-workspace-root=false"];
const QUIET = ["--no-audit", "--no-fund", "--prefer-offline"];

const npm = (cwd: string, ...args: string[]) =>
  execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

function copy(from: string, to: string, relative: string) {
  fs.cpSync(path.join(from, relative), path.join(to, relative), { recursive: true });
}

/** A workspace's sources as a checkout has them: no installed packages, no build output. */
const sources = (from: string) => (file: string) =>
  !/[\\/](node_modules|dist|coverage)([\\/]|$)/.test(path.relative(from, file));

describe("an API-only host", () => {
  let work: string;
  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "leca-api-host-"));
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it("installs only the API's production dependencies and serves from the build output", async () => {
    // Build: the two workspaces' sources and their dependencies, dev ones included (TypeScript).
    const build = path.join(work, "build");
    for (const file of ["package.json", "package-lock.json", ".npmrc", "tsconfig.base.json"]) {
      copy(REPO, build, file);
    }
    for (const workspace of ["shared", "api"]) {
      const from = path.join(REPO, workspace);
      fs.cpSync(from, path.join(build, workspace), { recursive: true, filter: sources(from) });
    }
    npm(build, "ci", ...WORKSPACES, ...QUIET);
    npm(build, "run", "build", "-w", "api");

    // Host: an empty folder, the build output and what the API reads at run time.
    const host = path.join(work, "host");
    for (const file of ["package.json", "package-lock.json", ".npmrc"]) copy(build, host, file);
    for (const file of ["shared/package.json", "shared/dist", "api/package.json", "api/dist"]) {
      copy(build, host, file);
    }
    for (const folder of ["content", "locales"]) copy(REPO, host, folder);
    const log = npm(host, "ci", "--omit=dev", "--ignore-scripts", ...WORKSPACES, ...QUIET);
    expect(log).not.toMatch(/EBADENGINE|install-scripts/);

    const installed = fs.readdirSync(path.join(host, "node_modules"));
    for (const heavy of ["gatsby", "@playwright", "lighthouse", "typescript", "jest", "vite"]) {
      expect(installed).not.toContain(heavy);
    }
    expect(installed).toEqual(expect.arrayContaining(["fastify", "better-sqlite3", "sharp"]));

    const port = await freePort();
    const secret = () => crypto.randomBytes(36).toString("base64");
    const child = spawn(process.execPath, ["api/dist/server.js"], {
      cwd: host,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: path.join(host, "data"),
        JWT_SECRET: secret(),
        CSRF_SECRET: secret(),
        ALLOWED_ORIGINS: "https://www.example.com",
        SERVE_SITE: "false",
        BUILDER: "off",
        SEED: "false",
        ADMIN_USERNAME: "owner",
        ADMIN_PASSWORD: "a long passphrase for the host test",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const url = `http://127.0.0.1:${port}/api`;
      let ready: Response | undefined;
      for (let tries = 0; tries < 150 && child.exitCode === null; tries++) {
        ready = await fetch(`${url}/health/ready`).catch(() => undefined);
        if (ready?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect([ready?.status, output]).toEqual([200, expect.any(String)]);
      expect(await ready!.json()).toMatchObject({ status: "ready", storage: { kind: "sqlite" } });
      const news = await fetch(`${url}/news/`);
      expect(news.status).toBe(200);
    } finally {
      child.kill("SIGTERM");
      await exited(child);
    }
  }, 300_000);
});
