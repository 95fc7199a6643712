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
    expect(await stageRelease(build, release, null)).toMatchObject({ reused: 0 });
    expect((await precompress(release)).sort()).toEqual(["app-1a2b.js", "news/index.html"]);
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

  it("looks for twins only beside files that get them (text, not page data, not tiny)", async () => {
    const previous = await firstRelease();
    const build = writeBuild(path.join(root, "build-2"), {
      "app-1a2b.js": bundle("expanded clay "),
      "news/index.html": `<h1>${"old news ".repeat(200)}</h1>`,
      "static/photo.png": "\x89PNG".repeat(500),
      "page-data/news/page-data.json": JSON.stringify({ text: "x".repeat(2000) }),
    });
    fs.mkdirSync(path.join(previous, "page-data", "news"), { recursive: true });
    fs.copyFileSync(
      path.join(build, "page-data/news/page-data.json"),
      path.join(previous, "page-data/news/page-data.json"),
    );
    const link = jest.spyOn(fs.promises, "link");
    try {
      const release = path.join(root, "release-2");
      expect(await stageRelease(build, release, previous)).toMatchObject({ reused: 4 });
      const linked = link.mock.calls.map(([from]) => path.relative(previous, String(from)));
      expect(linked.sort()).toEqual([
        "app-1a2b.js",
        "app-1a2b.js.br",
        "app-1a2b.js.gz",
        path.join("news", "index.html"),
        path.join("news", "index.html.br"),
        path.join("news", "index.html.gz"),
        path.join("page-data", "news", "page-data.json"),
        path.join("static", "photo.png"),
      ]);
    } finally {
      link.mockRestore();
    }
  });

  it("hard-links unchanged files and their twins from the served release, and copies changed ones", async () => {
    const previous = await firstRelease();
    const build = writeBuild(path.join(root, "build-2"), {
      "app-1a2b.js": bundle("expanded clay "),
      "news/index.html": `<h1>${"fresh news ".repeat(200)}</h1>`,
      "static/photo.png": "\x89PNG".repeat(500),
    });
    const release = path.join(root, "release-2");

    const staged = await stageRelease(build, release, previous);
    expect(staged).toMatchObject({ reused: 2, copied: ["news/index.html"] });
    for (const name of ["app-1a2b.js", "app-1a2b.js.br", "app-1a2b.js.gz", "static/photo.png"]) {
      expect(inode(path.join(release, name))).toBe(inode(path.join(previous, name)));
    }
    const page = path.join(release, "news/index.html");
    expect(inode(page)).not.toBe(inode(path.join(previous, "news/index.html")));
    expect(fs.existsSync(`${page}.br`)).toBe(false);

    // Only the changed page is compressed again; the earlier release's twins stay as they were.
    expect(await precompress(release, staged.copied)).toEqual(["news/index.html"]);
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
    expect(await precompress(release)).toEqual(["app-1a2b.js"]);
    expect(fs.readFileSync(path.join(previous, "app-1a2b.js.br")).equals(sharedBrotli)).toBe(true);
    expect(inode(path.join(release, "app-1a2b.js.br"))).not.toBe(
      inode(path.join(previous, "app-1a2b.js.br")),
    );
  });

  it("trusts a build file that nothing wrote since the previous staging, and compares any other", async () => {
    const build = writeBuild(path.join(root, "build"), {
      "a.html": `<p>${"a ".repeat(600)}</p>`,
      "b.html": `<p>${"b ".repeat(600)}</p>`,
    });
    // A whole-second modification time, which utimes can set again exactly.
    const a = path.join(build, "a.html");
    fs.utimesSync(a, 1_700_000_000, 1_700_000_000);
    const first = await stageRelease(build, path.join(root, "release-1"), null);
    expect(first.copied.sort()).toEqual(["a.html", "b.html"]);

    // The same bytes written again (new mtime): compared, found equal, linked.
    fs.writeFileSync(path.join(build, "b.html"), `<p>${"b ".repeat(600)}</p>`);
    fs.utimesSync(path.join(build, "b.html"), new Date(), new Date(Date.now() + 60_000));
    // A file changed behind staging's back, keeping its identity: taken as unchanged, which is
    // what shows the identity (not the bytes) decided. Gatsby never does this.
    fs.writeFileSync(a, `<p>${"c ".repeat(600)}</p>`);
    fs.utimesSync(a, 1_700_000_000, 1_700_000_000);

    const release = path.join(root, "release-2");
    const second = await stageRelease(
      build,
      release,
      path.join(root, "release-1"),
      first.identities,
    );
    expect(second).toMatchObject({ reused: 2, copied: [] });
    expect(fs.readFileSync(path.join(release, "a.html"), "utf8")).toContain("a a");

    // Without what the first staging saw, every file is compared: the changed one is copied.
    const third = await stageRelease(build, path.join(root, "release-3"), release);
    expect(third).toMatchObject({ reused: 1, copied: ["a.html"] });
  });
});
