import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { ConfigError } from "../../config";
import type { Builder, BuildOutcome } from "./builder";
import type { Releases } from "./releases";

export interface LocalBuilderOptions {
  command: string;
  /** The build's output folder, relative to cwd unless absolute. */
  output: string;
  cwd: string;
  port: number;
  releases: Releases;
  timeoutMs?: number;
}

const KILL_GRACE_MS = 5000;

/** Feeds a stream to `log` line by line (the last partial line too, when the stream ends). */
function forwardLines(stream: Readable, log: (line: string) => void): void {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop() ?? "";
    lines.forEach(log);
  });
  stream.on("end", () => rest && log(rest));
}

/** Signals the whole process group: `shell: true` puts the real build one process further down. */
function killTree(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(process.platform === "win32" ? child.pid : -child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Runs the site's build command here, then serves its output through an atomic symlink swap. */
export function localBuilder(options: LocalBuilderOptions): Builder {
  const timeoutMs = options.timeoutMs ?? 30 * 60_000;
  const outputDir = path.resolve(options.cwd, options.output);

  const runCommand = (log: (line: string) => void, signal: AbortSignal) =>
    new Promise<number | null>((resolve) => {
      const child = spawn(options.command, {
        shell: true,
        cwd: options.cwd,
        detached: process.platform !== "win32",
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          API_URL: process.env.API_URL ?? `http://127.0.0.1:${options.port}/api`,
          GATSBY_TELEMETRY_DISABLED: "1",
        },
      });
      forwardLines(child.stdout!, log);
      forwardLines(child.stderr!, log);
      let killTimer: NodeJS.Timeout | undefined;
      const stop = (why: string) => {
        log(why);
        killTree(child, "SIGTERM");
        killTimer = setTimeout(() => killTree(child, "SIGKILL"), KILL_GRACE_MS).unref();
      };
      const onAbort = () => stop("stopped: the server is shutting down");
      signal.addEventListener("abort", onAbort, { once: true });
      const timeout = setTimeout(
        () => stop(`timed out after ${timeoutMs / 60_000} minutes`),
        timeoutMs,
      ).unref();
      const finish = (code: number | null) => {
        clearTimeout(timeout);
        clearTimeout(killTimer);
        signal.removeEventListener("abort", onAbort);
        resolve(code);
      };
      child.on("error", (error) => {
        log(`could not run the build command: ${error.message}`);
        finish(null);
      });
      child.on("close", finish);
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
        await options.releases.publish(build.id, outputDir);
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
