// Two apps on one data folder, as two instances: only the lease holder builds, a request made on
// the other reaches it through the store, and a leader that stops hands back what it had not built.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { bootApp, fakeSite, until } from "./fixtures/site";

const LEASE = { LEASE_TTL_MS: "1000", LEASE_RENEW_MS: "200", JOBS_POLL_MS: "100" };

describe("the build queue across instances", () => {
  let dataDir: string;
  let site: ReturnType<typeof fakeSite>;
  const apps: FastifyInstance[] = [];
  const boot = async () => {
    const app = await bootApp(dataDir, site.env);
    apps.push(app);
    return app;
  };

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-api-"));
    site = fakeSite({ BUILD_DEBOUNCE_MS: "100", ...LEASE });
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    site.remove();
  });

  it("a second instance starting leaves the leader's running build alone and builds nothing itself", async () => {
    site.setPlan({ marker: "slow", sleepMs: 1500 });
    const leader = await boot();
    leader.builds.request("first");
    await until(async () => (await leader.builds.current())?.status === "building");

    const other = await boot();
    expect(other.leader.isLeader()).toBe(false);
    expect((await other.builds.current())?.status).toBe("building");

    other.builds.request("asked on the other instance");
    await other.builds.whenIdle();
    // The leader's poll takes it into its debounce: one follow-up build, after the first.
    await until(async () => (await leader.builds.list(10)).length === 2, 3000);
    await leader.builds.whenIdle();
    const builds = await leader.builds.list(10);
    expect(builds.map((b) => [b.reason, b.status])).toEqual([
      ["asked on the other instance", "succeeded"],
      ["first", "succeeded"],
    ]);
    // Queued behind the first, not built beside it by the instance that was asked.
    expect(builds[0]!.startedAt!.getTime()).toBeGreaterThanOrEqual(
      builds[1]!.finishedAt!.getTime(),
    );
  });

  it("a leader that stops mid-build hands the build back; the other instance takes over and runs it", async () => {
    site.setPlan({ marker: "stuck", sleepMs: 60_000 });
    const leader = await boot();
    const other = await boot();
    leader.builds.request("news published: handed-over");
    await until(async () => (await leader.builds.current())?.status === "building");

    await leader.close();
    apps.shift();
    site.setPlan({ marker: "fast" });
    // Released on close: the other takes the lease at its next renewal, not after the ttl.
    await until(async () => other.leader.isLeader(), 1000);
    await until(async () => (await other.builds.list(10)).length === 2, 3000);
    await other.builds.whenIdle();
    const [rebuilt, stopped] = await other.builds.list(10);
    expect(stopped).toMatchObject({ reason: "news published: handed-over", status: "failed" });
    expect(rebuilt).toMatchObject({ reason: "news published: handed-over", status: "succeeded" });
  });
});
