// Leads a site build's process group for the API (process-group.ts): runs the build command and
// exits with its code. It exists for one case the API cannot handle itself: the API dying without
// stopping the build (a crash, SIGKILL, the OOM killer). The build's group is detached from the
// API's, so it would run on, orphaned, beside the build the next start asks for. The IPC channel
// to the API closes however the API ends; then this ends the whole group, as a stop would.
// Plain CommonJS, so node runs it as it is whether the API runs from src/ or from dist/.
// Usage: node supervise.cjs "<command>" <grace ms>
/* global process, setTimeout */
"use strict";
const { spawn } = require("node:child_process");
const os = require("node:os");

const [command, grace] = process.argv.slice(2);
const graceMs = Number(grace) || 2000;
const child = spawn(command, { shell: true, stdio: "inherit" });
let orphaned = false;

child.on("exit", (code, signal) => {
  // Orphaned: helpers that ignore SIGTERM may still run; the SIGKILL below ends them and us.
  if (orphaned) return;
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
child.on("error", () => process.exit(127));

process.on("disconnect", () => {
  orphaned = true;
  if (process.platform === "win32") {
    child.kill();
    process.exit(1);
  }
  // 0: our own process group. Outlive our own SIGTERM to send the SIGKILL.
  process.on("SIGTERM", () => undefined);
  process.kill(0, "SIGTERM");
  setTimeout(() => process.kill(0, "SIGKILL"), graceMs);
});
