import fs from "node:fs";
import path from "node:path";
import { ConfigError } from "../../config";
import type { Builder, BuildOutcome } from "./builder";
import { buildEnv } from "./build-env";
import { runInGroup } from "./process-group";
import type { Releases } from "./releases";

export interface LocalBuilderOptions {
  command: string;
  /** The build's output folder, relative to cwd unless absolute. */
  output: string;
  cwd: string;
  port: number;
  releases: Releases;
  /** Variables of this process the build gets besides the allow-list (SITE_BUILD_ENV). */
  extraEnv?: readonly string[];
  timeoutMs?: number;
}

/** Runs the site's build command here, then serves its output through an atomic symlink swap. */
export function localBuilder(options: LocalBuilderOptions): Builder {
  const timeoutMs = options.timeoutMs ?? 30 * 60_000;
  const outputDir = path.resolve(options.cwd, options.output);

  const runCommand = (log: (line: string) => void, signal: AbortSignal) =>
    runInGroup({
      command: options.command,
      cwd: options.cwd,
      env: buildEnv(process.env, options.extraEnv ?? [], {
        API_URL: process.env.API_URL ?? `http://127.0.0.1:${options.port}/api`,
        GATSBY_TELEMETRY_DISABLED: "1",
      }),
      log,
      signal,
      timeoutMs,
    });

  return {
    kind: "local",
    async run(build, log, signal): Promise<BuildOutcome> {
      log(`$ ${options.command}`);
      const code = await runCommand(log, signal);
      if (code !== 0 || signal.aborted) {
        log(`build command failed (exit code ${code ?? "none"})`);
        return "failed";
      }
      if (!fs.existsSync(outputDir) || !fs.statSync(outputDir).isDirectory()) {
        log(`the build left no output folder at ${options.output}`);
        return "failed";
      }
      try {
        await options.releases.publish(build.id, outputDir, log);
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        log(`the build's hosting rules cannot be applied: ${error.message}`);
        return "failed";
      }
      log(`release ${build.id} is live`);
      return "succeeded";
    },
  };
}
