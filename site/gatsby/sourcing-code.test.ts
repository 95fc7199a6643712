import fs from "node:fs";
import path from "node:path";
import { ITEM_KINDS } from "@leca/shared/contracts";
import { SOURCES } from "./sourcing-code";

describe("the code that shapes a node", () => {
  // A listed file that cannot be read gives every build a random digest: no node is ever reused,
  // and nothing else would say so.
  it("lists files that exist, each kind's own among them", () => {
    const siteDir = path.resolve(__dirname, "..");
    for (const file of SOURCES)
      expect([file, fs.existsSync(path.join(siteDir, file))]).toEqual([file, true]);
    for (const kind of ITEM_KINDS)
      expect(SOURCES).toContain(`../api/src/services/items/${kind}.ts`);
  });
});
