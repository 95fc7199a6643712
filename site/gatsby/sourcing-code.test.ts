import fs from "node:fs";
import path from "node:path";
import { ITEM_KINDS } from "@leca/shared/contracts";
import { SOURCES, sourcingCodeDigest } from "./sourcing-code";

describe("the code that shapes a node", () => {
  // A listed file that cannot be read gives every build a random digest: no node is ever reused,
  // and nothing else would say so.
  it("lists files that exist, each kind's own among them", () => {
    const siteDir = path.resolve(__dirname, "..");
    for (const file of SOURCES)
      expect([file, fs.existsSync(path.join(siteDir, file))]).toEqual([file, true]);
    for (const kind of ITEM_KINDS) expect(SOURCES).toContain(`../shared/src/kinds/${kind}.ts`);
  });

  // A package that cannot be read does the same: sharp 0.35 exports no ./package.json, and every
  // build re-made every node until the version was read from the manifest above its entry.
  it("is the same digest in every build of the same code", async () => {
    const siteDir = path.resolve(__dirname, "..");
    const first = sourcingCodeDigest(siteDir);
    let again = "";
    // A fresh module, as a new build process loads it: nothing cached.
    await jest.isolateModulesAsync(async () => {
      again = (await import("./sourcing-code")).sourcingCodeDigest(siteDir);
    });
    expect(again).toBe(first);
    expect(first).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
