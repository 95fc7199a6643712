import { makeApp, type TestApp } from "../helpers/app";
import { fakeSite, sleep, until } from "./fixtures/site";

describe("build requests are debounced and coalesced", () => {
  let site: ReturnType<typeof fakeSite>;
  let t: TestApp;

  afterEach(async () => {
    await t?.close();
    site.remove();
  });

  it("turns 10 requests within the quiet window into one build naming each reason once", async () => {
    site = fakeSite({ BUILD_DEBOUNCE_MS: "200", BUILD_MAX_WAIT_MS: "2000" });
    t = await makeApp(site.env);
    for (let i = 0; i < 10; i += 1) {
      t.app.builds.request(`news published: item-${i}`);
      await sleep(15);
    }
    t.app.builds.request("news published: item-3");
    expect(await t.app.builds.list(10)).toHaveLength(0);

    await t.app.builds.whenIdle();
    const builds = await t.app.builds.list(10);
    expect(builds).toHaveLength(1);
    const [build] = builds;
    expect(build!.status).toBe("succeeded");
    for (let i = 0; i < 10; i += 1) expect(build!.reason).toContain(`news published: item-${i}`);
    expect(build!.reason.match(/item-3\b/g)).toHaveLength(1);
  });

  it("starts a build after maxWait even while requests keep coming", async () => {
    site = fakeSite({ BUILD_DEBOUNCE_MS: "200", BUILD_MAX_WAIT_MS: "500" });
    t = await makeApp(site.env);
    for (let i = 0; i < 12; i += 1) {
      t.app.builds.request(`edit ${i}`);
      await sleep(100);
    }
    // With the debounce alone, nothing would have started: no gap was ever 200 ms long.
    expect((await t.app.builds.list(10)).length).toBeGreaterThanOrEqual(1);

    await t.app.builds.whenIdle();
    const builds = await t.app.builds.list(10);
    const reasons = builds.map((b) => b.reason).join("; ");
    for (let i = 0; i < 12; i += 1) expect(reasons).toContain(`edit ${i}`);
    expect(builds.every((b) => b.status === "succeeded")).toBe(true);
  });

  it("queues exactly one follow-up for requests made during a running build", async () => {
    site = fakeSite({ BUILD_DEBOUNCE_MS: "150" });
    site.setPlan({ marker: "slow", sleepMs: 1200 });
    t = await makeApp(site.env);
    t.app.builds.request("first");
    await until(async () => (await t.app.builds.current())?.status === "building");

    t.app.builds.request("second");
    t.app.builds.request("third");
    await sleep(300);
    t.app.builds.request("fourth");
    await sleep(300);
    // Both debounce windows have closed while the first build still runs.
    const during = await t.app.builds.list(10);
    expect(during.map((b) => b.status)).toEqual(["queued", "building"]);

    site.setPlan({ marker: "fast" });
    await t.app.builds.whenIdle();
    const [followUp, first] = await t.app.builds.list(10).then((all) => {
      expect(all).toHaveLength(2);
      return all;
    });
    expect(first!.reason).toBe("first");
    expect(followUp!.reason).toBe("second; third; fourth");
    expect(first!.status).toBe("succeeded");
    expect(followUp!.status).toBe("succeeded");
    expect(followUp!.startedAt!.getTime()).toBeGreaterThanOrEqual(first!.finishedAt!.getTime());
  });

  it("with BUILDER=off accepts requests and records nothing", async () => {
    site = fakeSite({ BUILDER: "off", BUILD_DEBOUNCE_MS: "0" });
    t = await makeApp(site.env);
    t.app.builds.request("news published: x");
    await t.app.builds.whenIdle();
    await sleep(50);
    expect(await t.app.builds.list(10)).toHaveLength(0);
    expect(t.app.builds.servedDir()).toBeNull();
  });
});
