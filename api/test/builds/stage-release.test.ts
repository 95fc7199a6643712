import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompress } from "../../src/services/builds/precompress";
import { stageRelease } from "../../src/services/builds/stage-release";

const bundle = (text: string) => `console.log(${JSON.stringify(text.repeat(200))});`;

function writeBuild(dir: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const inode = (file: string) => fs.statSync(file).ino;

describe("stageRelease", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "leca-stage-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  async function firstRelease(): Promise<string> {
    const build = writeBuild(path.join(root, "build-1"), {
      "app-1a2b.js": bundle("expanded clay "),
      "news/index.html": `<h1>${"old news ".repeat(200)}</h1>`,
      "static/photo.png": "\x89PNG".repeat(500),
    });
    const release = path.join(root, "release-1");
    expect(await stageRelease(build, release, null)).toBe(0);
    expect(await precompress(release)).toBe(2);
    return release;
  }

  it("copies every file of a first build", async () => {
    const release = await firstRelease();
    expect(fs.readFileSync(path.join(release, "static/photo.png"), "utf8")).toBe(
      "\x89PNG".repeat(500),
    );
    expect(inode(path.join(release, "app-1a2b.js"))).not.toBe(
      inode(path.join(root, "build-1", "app-1a2b.js")),
    );
  });

  it("hard-links unchanged files and their twins from the served release, and copies changed ones", async () => {
    const previous = await firstRelease();
    const build = writeBuild(path.join(root, "build-2"), {
      "app-1a2b.js": bundle("expanded clay "),
      "news/index.html": `<h1>${"fresh news ".repeat(200)}</h1>`,
      "static/photo.png": "\x89PNG".repeat(500),
    });
    const release = path.join(root, "release-2");

    expect(await stageRelease(build, release, previous)).toBe(2);
    for (const name of ["app-1a2b.js", "app-1a2b.js.br", "app-1a2b.js.gz", "static/photo.png"]) {
      expect(inode(path.join(release, name))).toBe(inode(path.join(previous, name)));
    }
    const page = path.join(release, "news/index.html");
    expect(inode(page)).not.toBe(inode(path.join(previous, "news/index.html")));
    expect(fs.existsSync(`${page}.br`)).toBe(false);

    // Only the changed page is compressed again; the earlier release's twins stay as they were.
    expect(await precompress(release)).toBe(1);
    expect(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString()).toContain("fresh news");
    const oldPage = path.join(previous, "news/index.html");
    expect(zlib.gunzipSync(fs.readFileSync(`${oldPage}.gz`)).toString()).toContain("old news");
  });

  it("never writes into a twin shared with the served release", async () => {
    const previous = await firstRelease();
    const build = writeBuild(path.join(root, "build-2"), {
      "app-1a2b.js": bundle("expanded clay "),
    });
    const release = path.join(root, "release-2");
    await stageRelease(build, release, previous);
    // A release missing one twin gets both written again, by rename: the shared inode keeps its bytes.
    fs.rmSync(path.join(release, "app-1a2b.js.gz"));
    const sharedBrotli = fs.readFileSync(path.join(previous, "app-1a2b.js.br"));
    expect(await precompress(release)).toBe(1);
    expect(fs.readFileSync(path.join(previous, "app-1a2b.js.br")).equals(sharedBrotli)).toBe(true);
    expect(inode(path.join(release, "app-1a2b.js.br"))).not.toBe(
      inode(path.join(previous, "app-1a2b.js.br")),
    );
  });
});
