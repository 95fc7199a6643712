import { auditDetail } from "@leca/shared/contracts";
import type { Logger } from "../../lib/logger";
import { SYSTEM, type AuditEvent } from "../audit/audit-log";
import type { BuildRecord, Store } from "../../store/types";
import type { Builder, BuildOutcome } from "./builder";
import { LogTail } from "./log-tail";

interface RunDeps {
  store: Store;
  builder: Builder | null;
  now: () => Date;
  log: Logger;
  /** Records each build's end in the audit log. */
  audit(event: AuditEvent): Promise<void>;
}

const TAIL_WRITE_MS = 1000;

/** A build's end as the audit log shows it: the system's doing, named by what it built. */
export const buildFinished = (build: BuildRecord, outcome: "succeeded" | "failed"): AuditEvent => ({
  action: "build-finished",
  by: SYSTEM,
  target: { type: "build", id: build.id, label: build.reason },
  detail: auditDetail(outcome),
});

/** Runs one build record through the builder, keeping its status and log tail in the store. */
export async function runBuild(deps: RunDeps, id: string, signal: AbortSignal): Promise<void> {
  const tail = new LogTail();
  const { store, builder, now, log } = deps;
  const build = await store.builds.update(id, { status: "building", startedAt: now() });
  if (!build || !builder) return;
  log.info({ build: id, reason: build.reason }, "build started");

  // While the build runs, its output reaches the store at most once a second.
  let writes: Promise<unknown> = Promise.resolve();
  let tailTimer: NodeJS.Timeout | null = null;
  const writeTail = () => {
    tailTimer = null;
    writes = writes
      .then(() => store.builds.update(id, { logTail: tail.text() }))
      .catch(() => undefined);
  };
  const append = (line: string) => {
    tail.push(line);
    tailTimer ??= setTimeout(writeTail, TAIL_WRITE_MS).unref();
  };

  let outcome: BuildOutcome;
  try {
    outcome = await builder.run(build, append, signal);
  } catch (error) {
    log.error({ err: error, build: id }, "build crashed");
    tail.push("the build stopped on an internal error (see the server log)");
    outcome = "failed";
  }
  if (tailTimer) clearTimeout(tailTimer);
  await writes;
  if (outcome === "pending") {
    await store.builds.update(id, { logTail: tail.text() });
    log.info({ build: id }, "build handed over; waiting for its notification");
    return;
  }
  await store.builds.update(id, { status: outcome, finishedAt: now(), logTail: tail.text() });
  log[outcome === "succeeded" ? "info" : "warn"]({ build: id }, `build ${outcome}`);
  await deps.audit(buildFinished(build, outcome));
}
