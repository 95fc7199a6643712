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

  // Spelled out rather than compared with Node's recursive readdir, which descends into linked
  // folders on Node 24 (not on 20): walkTree leaves links out on every version.
  it("lists every file and folder under the root, links aside", async () => {
    const entries = await walkTree(root);
    const files = entries.filter((entry) => !entry.directory).map((entry) => entry.path);
    const folders = entries.filter((entry) => entry.directory).map((entry) => entry.path);
    const native = (paths: string[]) => paths.map((p) => path.join(...p.split("/"))).sort();
    expect(files.sort()).toEqual(
      native(["index.html", "news/a/index.html", "news/b/deep/x.js", "ar/news/a/index.html"]),
    );
    expect(folders.sort()).toEqual(
      native(["news", "news/a", "news/b", "news/b/deep", "ar", "ar/news", "ar/news/a"]),
    );
    expect(entries.map((entry) => entry.path).filter((p) => p.startsWith("link"))).toEqual([]);
  });

  it("lists each folder before anything in it", async () => {
    const order = (await walkTree(root)).map((entry) => entry.path);
    for (const [index, entry] of order.entries()) {
      const parent = path.dirname(entry);
      if (parent !== ".") expect(order.indexOf(parent)).toBeLessThan(index);
    }
  });
});
