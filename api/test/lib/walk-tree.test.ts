import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { walkTree } from "../../src/lib/walk-tree";

describe("walkTree", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "leca-walk-"));
    for (const folder of ["news/a", "news/b/deep", "ar/news/a"]) {
      fs.mkdirSync(path.join(root, folder), { recursive: true });
    }
    for (const file of [
      "index.html",
      "news/a/index.html",
      "news/b/deep/x.js",
      "ar/news/a/index.html",
    ]) {
      fs.writeFileSync(path.join(root, file), file);
    }
    fs.symlinkSync(path.join(root, "news"), path.join(root, "link"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists every file and folder under the root as Node's recursive readdir does, links aside", async () => {
    const entries = await walkTree(root);
    const files = entries.filter((entry) => !entry.directory).map((entry) => entry.path);
    const folders = entries.filter((entry) => entry.directory).map((entry) => entry.path);
    const node = fs.readdirSync(root, { recursive: true, withFileTypes: true });
    const relative = (entry: fs.Dirent) =>
      path.relative(root, path.join(entry.parentPath, entry.name));
    expect(files.sort()).toEqual(
      node
        .filter((e) => e.isFile())
        .map(relative)
        .sort(),
    );
    expect(folders.sort()).toEqual(
      node
        .filter((e) => e.isDirectory())
        .map(relative)
        .sort(),
    );
    expect(files).toContain(path.join("news", "b", "deep", "x.js"));
    expect(entries.map((entry) => entry.path)).not.toContain("link");
  });

  it("lists each folder before anything in it", async () => {
    const order = (await walkTree(root)).map((entry) => entry.path);
    for (const [index, entry] of order.entries()) {
      const parent = path.dirname(entry);
      if (parent !== ".") expect(order.indexOf(parent)).toBeLessThan(index);
    }
  });
});
