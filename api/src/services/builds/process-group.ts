import { spawn } from "node:child_process";
import path from "node:path";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { REPO_ROOT } from "../../paths";

export interface GroupRunOptions {
  command: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** Aborting stops the command and everything it started. */
  signal: AbortSignal;
  timeoutMs: number;
  /** How long the processes get to end on SIGTERM before SIGKILL. */
  graceMs?: number;
}

const GRACE_MS = 2000;
const POLL_MS = 50;
/** Leads the group and ends it if the API dies first (see the file). The same file from dist/. */
const SUPERVISOR = path.join(REPO_ROOT, "api", "src", "services", "builds", "supervise.cjs");
/** After SIGKILL, how long a process that escaped the group may hold our pipes open. */
const PIPE_WAIT_MS = 1000;

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

/**
 * Runs a shell command as the leader of a new process group and resolves with its exit code once
 * no process of that group is left. Builds start helpers (Gatsby's workers, `sh -c` itself), and
 * one left running would outlive its build, write beside the next one, or hold the build's pipes
 * open so that stopping waited for it. So on stop, on timeout and also after a normal exit the
 * whole group gets SIGTERM, then SIGKILL after a short grace: the leader having exited already
 * must not spare the rest. The leader is supervise.cjs, which does the same when the API dies.
 */
export function runInGroup(options: GroupRunOptions): Promise<number | null> {
  const { log, signal, graceMs = GRACE_MS } = options;
  const posix = process.platform !== "win32";
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SUPERVISOR, options.command, String(graceMs)], {
      cwd: options.cwd,
      // A new session and group whose id is the child's pid; Windows has no process groups.
      detached: posix,
      // The IPC channel is how the supervisor notices the API is gone; nothing is sent on it.
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      env: options.env,
    });
    forwardLines(child.stdout!, log);
    forwardLines(child.stderr!, log);

    /** Signals every process of the build; false when none is left. */
    const signalAll = (sig: NodeJS.Signals | 0): boolean => {
      if (child.pid === undefined) return false;
      try {
        if (posix) process.kill(-child.pid, sig);
        else if (child.exitCode !== null || child.signalCode !== null) return false;
        else if (sig !== 0) child.kill(sig);
        return true;
      } catch {
        return false;
      }
    };

    let ending: Promise<void> | null = null;
    const endGroup = () =>
      (ending ??= (async () => {
        if (!signalAll("SIGTERM")) return;
        for (const end = Date.now() + graceMs; Date.now() < end;) {
          await sleep(POLL_MS);
          if (!signalAll(0)) return;
        }
        // Not waited for: SIGKILL cannot be refused, and members that are zombies (their parent
        // gone, not yet reaped) would keep the group "alive" to a signal-0 probe.
        signalAll("SIGKILL");
      })());

    const stop = (why: string) => {
      log(why);
      void endGroup();
    };
    const onAbort = () => stop("stopped: the server is shutting down");
    signal.addEventListener("abort", onAbort, { once: true });
    const timeout = setTimeout(
      () => stop(`timed out after ${options.timeoutMs / 60_000} minutes`),
      options.timeoutMs,
    ).unref();

    let settled = false;
    const finish = (code: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      signal.removeEventListener("abort", onAbort);
      resolve(code);
    };
    child.on("error", (error) => {
      log(`could not run the build command: ${error.message}`);
      void endGroup().then(() => finish(null));
    });
    child.on("exit", () => {
      // The leader is gone: whatever it left behind in its group goes too. A process that left
      // the group while keeping our pipes cannot be signalled, so stop waiting for the pipes.
      void endGroup().then(() =>
        setTimeout(() => {
          child.stdout?.destroy();
          child.stderr?.destroy();
        }, PIPE_WAIT_MS).unref(),
      );
    });
    child.on("close", (code) => {
      void endGroup().then(() => finish(code));
    });
  });
}
