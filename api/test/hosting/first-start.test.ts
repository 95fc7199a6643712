import { fakeSite, sleep, until } from "../builds/fixtures/site";
import { makeHostingApp, type HostingFixture } from "./fixtures";

describe("the first start", () => {
  let t: HostingFixture;
  afterEach(() => t.close());

  it("builds the site once the server listens, then serves it", async () => {
    const site = fakeSite({ BUILD_DEBOUNCE_MS: "20" });
    try {
      t = await makeHostingApp(site.env);
      expect(await t.app.builds.list(1)).toEqual([]);
      await t.app.listen({ host: "127.0.0.1", port: 0 });
      await until(async () => t.app.builds.servedDir() !== null, 10_000);
      // The release is served the moment the build succeeds; its record is written just after.
      await t.app.builds.whenIdle();
      const [first] = await t.app.builds.list(1);
      expect(first).toMatchObject({
        status: "succeeded",
        reason: "first-start",
      });
      const home = await t.app.inject({ method: "GET", url: "/" });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain("initial");
    } finally {
      site.remove();
    }
  });

  it("asks for no build when a release is already served", async () => {
    const site = fakeSite({ BUILD_DEBOUNCE_MS: "20" });
    try {
      t = await makeHostingApp(site.env);
      await t.publish("r1", "earlier");
      await t.app.listen({ host: "127.0.0.1", port: 0 });
      // onListen hooks run after listen() resolves: give a request time to appear.
      await sleep(100);
      await t.app.builds.whenIdle();
      expect(await t.app.builds.list(1)).toEqual([]);
    } finally {
      site.remove();
    }
  });

  it("never triggers a Netlify deploy just because this server has no local release", async () => {
    t = await makeHostingApp({
      BUILDER: "netlify",
      NETLIFY_BUILD_HOOK_URL: "http://127.0.0.1:9/build_hooks/none",
      BUILD_DEBOUNCE_MS: "20",
    });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    await sleep(100);
    await t.app.builds.whenIdle();
    expect(await t.app.builds.list(1)).toEqual([]);
  });
});
