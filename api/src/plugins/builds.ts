import fp from "fastify-plugin";
import path from "node:path";
import type { Config } from "../config";
import { REPO_ROOT } from "../paths";
import type { Builder } from "../services/builds/builder";
import { localBuilder } from "../services/builds/local-builder";
import { netlifyBuilder } from "../services/builds/netlify-builder";
import { Releases } from "../services/builds/releases";
import { Scheduler } from "../services/builds/scheduler";
import { BuildService } from "../services/builds/service";

declare module "fastify" {
  interface FastifyInstance {
    /** Site rebuilds: `app.builds.request(reason)` after any change the public site shows. */
    builds: BuildService;
  }
}

function makeBuilder(config: Config, releases: Releases): Builder | null {
  const { builds } = config;
  if (builds.builder === "netlify") {
    if (!builds.hookUrl) throw new Error("BUILDER=netlify needs NETLIFY_BUILD_HOOK_URL");
    return netlifyBuilder(builds.hookUrl);
  }
  if (builds.builder === "local") {
    return localBuilder({
      command: builds.command,
      output: builds.output,
      extraEnv: builds.extraEnv,
      cwd: REPO_ROOT,
      port: config.port,
      releases,
    });
  }
  return null;
}

/**
 * The build queue, its builder, and the scheduler that publishes future-dated items on time. The
 * queue's debounce and builds and the scheduler run on the leader only (plugins/leader.ts); any
 * instance takes requests.
 */
export default fp(
  async (app) => {
    const startedAt = app.now();
    const log = app.log.child({ module: "builds" });
    const releases = new Releases(path.join(app.config.dataDir, "site"));
    const builder = makeBuilder(app.config, releases);
    const service = new BuildService({
      store: app.store,
      builder,
      releases,
      now: () => app.now(),
      log,
      debounceMs: app.config.builds.debounceMs,
      maxWaitMs: app.config.builds.maxWaitMs,
      leads: () => app.leader.isLeader(),
      pollMs: app.config.jobs.pollMs,
      audit: (event) => app.audit.record(event),
    });
    app.decorate("builds", service);

    // A new scheduler per term: it starts from the last successful build, whoever ran it.
    let scheduler: Scheduler | null = null;
    app.leader.add({
      name: "builds",
      async start() {
        // No builder, no schedule: requests would be dropped anyway, and tests stay free of timers.
        if (!(await service.lead())) return;
        scheduler = new Scheduler({
          store: app.store,
          now: () => app.now(),
          request: (r) => service.request(r),
          log,
          intervalMs: app.config.jobs.pollMs,
        });
        await scheduler.start(startedAt);
      },
      async stop() {
        await scheduler?.stop();
        scheduler = null;
        await service.follow();
      },
    });
    app.addHook("onClose", async () => {
      await scheduler?.stop();
      await service.close();
    });
  },
  { name: "builds", dependencies: ["core", "leader", "audit"] },
);
