// The install-script policy (package.json's allowScripts, strict in .npmrc) covers the tree as
// installed: no dependency runs, or is quietly skipped, with an install script nobody reviewed,
// and no approval outlives the package it was written for. Asks the npm that runs the suite.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = (...args) =>
  JSON.parse(execFileSync("npm", [...args, "--json"], { cwd: root, encoding: "utf8" }));

test("every installed package with an install script is approved or denied in allowScripts", () => {
  const pending = npm("install-scripts", "ls").allowScripts.map(
    ({ name, changes }) => `${name} (${changes.map((change) => change.key).join(", ")})`,
  );
  assert.deepEqual(pending, [], "review these with `npm install-scripts approve|deny <name>`");
});

test("allowScripts names no package that is no longer installed", () => {
  const stale = npm("install-scripts", "prune", "--dry-run")
    .allowScripts.removed.filter((entry) => entry.reason === "not-installed")
    .map((entry) => entry.key);
  assert.deepEqual(stale, [], "remove these from allowScripts");
});
