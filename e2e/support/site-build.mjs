// The site build command of the product under test: the real build, unless a test has left the
// marker file FAIL_NEXT_BUILD asking for the next build to fail (as a broken dependency or a
// Gatsby error would). It stands at the edge only: the product runs it as it runs any build
// command and handles the failure with its own code. Usage: SITE_BUILD_COMMAND="node e2e/support/site-build.mjs".
import { spawn } from "node:child_process";
import fs from "node:fs";

const marker = process.env.E2E_FAIL_NEXT_BUILD;
if (marker && fs.existsSync(marker)) {
  fs.rmSync(marker, { force: true });
  console.error("e2e: this build fails on purpose (a test asked for a failed build)");
  process.exit(1);
}

const command = process.env.E2E_REAL_BUILD_COMMAND ?? "npm run build:site";
const child = spawn(command, { shell: true, stdio: "inherit" });
// The product stops a build by signalling its process group; pass the end on as it came.
child.on("exit", (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
