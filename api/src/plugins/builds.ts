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

/** The build queue, its builder, and the scheduler that publishes future-dated items on time. */
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
    });
    // No builder, no schedule: requests would be dropped anyway, and tests stay free of timers.
    const scheduler = builder
      ? new Scheduler({
          store: app.store,
          now: () => app.now(),
          request: (r) => service.request(r),
          log,
        })
      : null;
    app.decorate("builds", service);

    app.addHook("onReady", async () => {
      const note = "interrupted: the server stopped during this build";
      const failed = await app.store.builds.failUnfinished(app.now(), note);
      if (failed > 0)
        log.warn({ failed }, "builds left unfinished by the last run were marked failed");
      await scheduler?.start(startedAt);
    });
    app.addHook("onClose", async () => {
      await scheduler?.stop();
      await service.close();
    });
  },
  { name: "builds", dependencies: ["core"] },
);
