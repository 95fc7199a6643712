import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { REPO_ROOT } from "../paths";

/** True when the dashboard will be served but has never been built. */
function dashboardMissing(): boolean {
  try {
    const { hosting } = loadConfig();
    return hosting.enabled && !fs.existsSync(path.join(hosting.adminDir, "index.html"));
  } catch {
    // A bad setting is the server's to report, naming the variable; nothing to build here.
    return false;
  }
}

/** `npm start`: builds the dashboard when it is missing, then runs the server in this process. */
function main() {
  if (dashboardMissing()) {
    console.log("The dashboard has not been built yet: running `npm run build -w admin`.");
    const result = spawnSync("npm", ["run", "build", "-w", "admin"], {
      cwd: REPO_ROOT,
      stdio: "inherit",
      shell: process.platform === "win32",
    });
    if (result.status !== 0) {
      console.error(
        "The dashboard could not be built; /dashboard answers 404 until `npm run build -w admin` succeeds. Starting the server anyway.",
      );
    }
  }
  // The site itself is built by the server once it listens (the build reads from its API).
  void import("../server.js");
}

main();
