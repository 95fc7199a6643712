import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { makeApp, type TestApp } from "../helpers/app";
import { fakeSite, processGone, until, type Plan } from "./fixtures/site";

const STAND_IN = path.join(__dirname, "fixtures", "api-stand-in.ts");

interface Pids {
  grandchild: number;
  parent: number;
}

// Process groups and negative pids are POSIX; Windows has neither.
const posix = process.platform === "win32" ? describe.skip : describe;

posix("the local builder's processes", () => {
  let site: ReturnType<typeof fakeSite>;
  let t: TestApp;
  let pidFile: string;
  const leftovers: number[] = [];

  beforeEach(async () => {
    site = fakeSite({ BUILD_DEBOUNCE_MS: "20" });
    pidFile = path.join(site.dir, "pids.json");
    t = await makeApp(site.env);
  });
  afterEach(async () => {
    await t.close();
    // A failing run must not leave its helpers behind for the next test.
    for (const pid of leftovers.splice(0)) if (!processGone(pid)) process.kill(pid, "SIGKILL");
    site.remove();
  });

  const helperPids = async (): Promise<Pids> => {
    await until(async () => fs.existsSync(pidFile) && fs.statSync(pidFile).size > 0, 15_000);
    const pids = JSON.parse(fs.readFileSync(pidFile, "utf8")) as Pids;
    leftovers.push(pids.grandchild, pids.parent);
    return pids;
  };
  const startBuild = async (plan: Plan): Promise<Pids> => {
    site.setPlan(plan);
    t.app.builds.request(`build ${plan.marker}`);
    return helperPids();
  };

  it("stops within seconds and leaves no process of the build, not even one that ignores SIGTERM", async () => {
    const pids = await startBuild({
      marker: "stuck",
      sleepMs: 60_000,
      // Holds the build's stdout and shrugs off SIGTERM, as a busy worker can.
      grandchild: { pidFile, ignoreTerm: true, lifetimeMs: 20_000 },
    });
    const started = Date.now();
    await t.app.close();
    const stopMs = Date.now() - started;

    expect(processGone(pids.parent)).toBe(true);
    expect(processGone(pids.grandchild)).toBe(true);
    // SIGTERM, a 2 s grace, SIGKILL; before, stopping waited for the helper to exit by itself.
    expect(stopMs).toBeLessThan(5000);
  });

  it("ends whatever a finished build left running before the build counts as done", async () => {
    const pids = await startBuild({
      marker: "leaves-a-helper",
      grandchild: { pidFile, ownStdio: true, lifetimeMs: 20_000 },
    });
    await t.app.builds.whenIdle();
    const [build] = await t.app.builds.list(1);
    expect(build!.status).toBe("succeeded");
    expect(processGone(pids.parent)).toBe(true);
    // Left alive, it would run beside the next build and write into the same output folder.
    expect(processGone(pids.grandchild)).toBe(true);
  });

  it("ends the build when the API process dies without stopping it", async () => {
    site.setPlan({
      marker: "orphan",
      sleepMs: 60_000,
      grandchild: { pidFile, ownStdio: true, lifetimeMs: 20_000 },
    });
    const api = spawn(
      process.execPath,
      // tsx as a loader, in this one process: its CLI would put a wrapper process in between.
      [
        "--import",
        pathToFileURL(require.resolve("tsx")).href,
        STAND_IN,
        site.env.SITE_BUILD_COMMAND,
      ],
      { stdio: "ignore" },
    );
    leftovers.push(api.pid!);
    const pids = await helperPids();

    api.kill("SIGKILL"); // as a crash would: no onClose, no abort
    // Left running, the orphan would build beside the build the next start asks for.
    await until(async () => processGone(pids.parent) && processGone(pids.grandchild), 5000);
  });
});
