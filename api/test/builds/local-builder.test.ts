import fs from "node:fs";
import path from "node:path";
import { openSqliteStore } from "../../src/store/sqlite";
import { makeApp, type TestApp } from "../helpers/app";
import { fakeSite, until, type Plan } from "./fixtures/site";

describe("the local builder", () => {
  let site: ReturnType<typeof fakeSite>;
  let t: TestApp;

  beforeEach(async () => {
    site = fakeSite({ BUILD_DEBOUNCE_MS: "20" });
    t = await makeApp(site.env);
  });
  afterEach(async () => {
    await t.close();
    site.remove();
  });

  const build = async (plan: Plan) => {
    site.setPlan(plan);
    t.app.builds.request(`build ${plan.marker}`);
    await t.app.builds.whenIdle();
    return (await t.app.builds.list(1))[0]!;
  };
  const served = () => fs.readFileSync(path.join(t.app.builds.servedDir()!, "index.html"), "utf8");
  const releases = () => fs.readdirSync(path.join(t.dataDir, "site", "releases")).sort();
  const currentLink = () => path.join(t.dataDir, "site", "current");

  it("serves each successful build through an atomic swap of the current symlink", async () => {
    expect(t.app.builds.servedDir()).toBeNull();
    const first = await build({ marker: "alpha" });
    expect(first.status).toBe("succeeded");
    expect(first.startedAt).not.toBeNull();
    expect(first.finishedAt!.getTime()).toBeGreaterThanOrEqual(first.startedAt!.getTime());
    expect(first.logTail).toContain("building marker alpha");
    expect(first.logTail).toContain("telemetry-off=1");
    expect(t.app.builds.servedDir()).toBe(currentLink());
    expect(fs.lstatSync(currentLink()).isSymbolicLink()).toBe(true);
    expect(served()).toContain("alpha");

    const second = await build({ marker: "beta" });
    expect(second.status).toBe("succeeded");
    expect(served()).toContain("beta");
    expect(fs.readlinkSync(currentLink())).toBe(path.join("releases", second.id));
    // The old release stays intact until pruned.
    expect(
      fs.readFileSync(path.join(t.dataDir, "site", "releases", first.id, "index.html"), "utf8"),
    ).toContain("alpha");
    expect(fs.readdirSync(path.join(t.dataDir, "site")).sort()).toEqual(["current", "releases"]);
  });

  it("keeps serving the previous release when the command fails, with its stderr in the log tail", async () => {
    const good = await build({ marker: "good" });
    const bad = await build({ marker: "broken", fail: true });
    expect(bad.status).toBe("failed");
    expect(bad.logTail).toContain("fake build broke: broken");
    expect(bad.logTail).toContain("exit code 1");
    expect(served()).toContain("good");
    expect(fs.readlinkSync(currentLink())).toBe(path.join("releases", good.id));
    expect(releases()).toEqual([good.id]);
  });

  it("fails a build that leaves no output folder", async () => {
    const good = await build({ marker: "good" });
    const empty = await build({ marker: "empty", noOutput: true });
    expect(empty.status).toBe("failed");
    expect(empty.logTail).toContain("no output folder");
    expect(served()).toContain("good");
    expect(releases()).toEqual([good.id]);
  });

  it("keeps the newest three releases", async () => {
    const ids: string[] = [];
    for (const marker of ["one", "two", "three", "four"]) ids.push((await build({ marker })).id);
    expect(releases()).toEqual(ids.slice(1).sort());
    expect(served()).toContain("four");
  });

  it("stops a running build when the app closes and records it as failed", async () => {
    site.setPlan({ marker: "forever", sleepMs: 60_000 });
    t.app.builds.request("long build");
    await until(async () => (await t.app.builds.current())?.status === "building");
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(4000);

    const store = await openSqliteStore({ file: path.join(t.dataDir, "leca.sqlite") });
    const [stopped] = await store.builds.list(1);
    await store.close();
    expect(stopped!.status).toBe("failed");
    expect(stopped!.logTail).toContain("stopped: the server is shutting down");
    expect(stopped!.finishedAt).not.toBeNull();
  });
});
