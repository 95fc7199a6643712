import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as fsync from "../../src/lib/fsync";
import { Releases } from "../../src/services/builds/releases";

type Event = ["sync" | "rename", string];

/** A system whose file system cannot be synced at once. */
const fileByFile = async () => false;

/**
 * A power cut cannot be staged in a test, but what survives one follows from the order of the
 * calls: data is durable once fsync()ed, and a rename once its folder is. So these tests watch the
 * real calls at the file-system boundary (the calls still run) and check their order.
 */
describe("publishing a release durably, file by file (where the file system cannot be synced at once)", () => {
  let root: string;
  let events: Event[];
  let failSyncOf: string | null;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "leca-durable-"));
    events = [];
    failSyncOf = null;
    const open = fs.promises.open;
    jest.spyOn(fs.promises, "open").mockImplementation(async (...args) => {
      const handle = await open(...args);
      const sync = handle.sync.bind(handle);
      const target = path.resolve(String(args[0]));
      handle.sync = async () => {
        if (target === failSyncOf)
          throw Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" });
        events.push(["sync", target]);
        return sync();
      };
      return handle;
    });
    const rename = fs.promises.rename;
    jest.spyOn(fs.promises, "rename").mockImplementation(async (from, to) => {
      events.push(["rename", path.resolve(String(to))]);
      return rename(from, to);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const build = (marker: string) => {
    const dir = path.join(root, `build-${marker}`);
    fs.mkdirSync(path.join(dir, "news"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), `<p>${marker.repeat(600)}</p>`);
    fs.writeFileSync(path.join(dir, "news", "index.html"), `<p>news ${marker}</p>`);
    return dir;
  };
  const tree = (dir: string) => [
    dir,
    ...fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .map((name) => path.join(dir, name)),
  ];
  const index = (event: Event) =>
    events.findIndex(([kind, target]) => kind === event[0] && target === event[1]);

  it("syncs every staged file and folder before the swap, and the swap's folder after it", async () => {
    const releases = new Releases(path.join(root, "site"), fileByFile);
    await releases.publish("one", build("one"));
    events = [];
    await releases.publish("two", build("two"));

    const swap = index(["rename", releases.current]);
    expect(swap).toBeGreaterThan(-1);
    const staged = tree(releases.releaseDir("two"));
    // The precompressed twins are part of the release too.
    expect(staged).toContain(path.join(releases.releaseDir("two"), "index.html.br"));
    for (const target of staged) {
      const synced = index(["sync", target]);
      expect({ target, synced: synced > -1 && synced < swap }).toEqual({ target, synced: true });
    }
    expect(index(["sync", path.join(root, "site", "releases")])).toBeLessThan(swap);
    expect(events.slice(swap + 1)).toContainEqual(["sync", path.join(root, "site")]);
    expect(fs.readlinkSync(releases.current)).toBe(path.join("releases", "two"));
  });

  it("syncs only what a release wrote: an unchanged build's files are the served release's, linked", async () => {
    const releases = new Releases(path.join(root, "site"), fileByFile);
    const output = build("same");
    await releases.publish("one", output);
    events = [];
    const lines: string[] = [];
    await releases.publish("two", output, (line) => lines.push(line));

    const swap = index(["rename", releases.current]);
    const two = releases.releaseDir("two");
    for (const file of ["index.html", "index.html.br", path.join("news", "index.html")]) {
      const inode = (dir: string) => fs.statSync(path.join(dir, file)).ino;
      expect(inode(two)).toBe(inode(releases.releaseDir("one")));
    }
    expect(
      events.filter(([kind, target]) => kind === "sync" && fs.statSync(target).isFile()),
    ).toEqual([]);
    for (const folder of [two, path.join(two, "news")]) {
      const synced = index(["sync", folder]);
      expect({ folder, synced: synced > -1 && synced < swap }).toEqual({ folder, synced: true });
    }
    expect(lines).toEqual([
      expect.stringMatching(
        /^release two: 2 files, 2 unchanged \(linked\), 0 copied, 0 compressed, in [\d.]+ s \(staged [\d.]+ s, checked [\d.]+ s, compressed [\d.]+ s, synced [\d.]+ s, swapped [\d.]+ s, pruned [\d.]+ s\)$/,
      ),
    ]);
  });

  it("keeps the old release current when the new one cannot be made durable", async () => {
    const releases = new Releases(path.join(root, "site"), fileByFile);
    await releases.publish("one", build("one"));
    failSyncOf = path.join(releases.releaseDir("two"), "news", "index.html");

    await expect(releases.publish("two", build("two"))).rejects.toMatchObject({ code: "EIO" });
    expect(fs.readlinkSync(releases.current)).toBe(path.join("releases", "one"));
    expect(fs.existsSync(releases.releaseDir("two"))).toBe(false);
    expect(fs.readFileSync(path.join(releases.current, "index.html"), "utf8")).toContain("one");
  });
});

describe("publishing a release durably, the file system at once (Linux)", () => {
  let root: string;
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("syncs the release's file system before the swap, and the swap's folder after it", async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "leca-syncfs-"));
    const events: string[] = [];
    const open = fs.promises.open;
    jest.spyOn(fs.promises, "open").mockImplementation(async (...args) => {
      const handle = await open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        events.push(`sync ${path.resolve(String(args[0]))}`);
        return sync();
      };
      return handle;
    });
    const rename = fs.promises.rename;
    jest.spyOn(fs.promises, "rename").mockImplementation(async (from, to) => {
      events.push(`rename ${path.resolve(String(to))}`);
      return rename(from, to);
    });
    const output = path.join(root, "build");
    fs.mkdirSync(output);
    fs.writeFileSync(path.join(output, "index.html"), `<p>${"home ".repeat(300)}</p>`);
    const releases = new Releases(path.join(root, "site"), async (target) => {
      events.push(`syncfs ${target}`);
      return fsync.syncFileSystem(target);
    });
    await releases.publish("one", output);
    const syncfs = `syncfs ${releases.releaseDir("one")}`;
    const swap = `rename ${releases.current}`;
    // Without syncfs the release is synced file by file: the other tests' case.
    if (process.platform !== "linux") return;
    // (Precompression's renames inside the release are not what is checked here.)
    const inRelease = `rename ${releases.releaseDir("one")}${path.sep}`;
    expect(events.filter((event) => !event.startsWith(inRelease))).toEqual([
      syncfs,
      swap,
      `sync ${path.join(root, "site")}`,
    ]);
  });
});

describe("syncFileSystem", () => {
  it("syncs where syncfs is available, and says when it could not", async () => {
    expect(await fsync.syncFileSystem(os.tmpdir())).toBe(process.platform === "linux");
    expect(await fsync.syncFileSystem(path.join(os.tmpdir(), "leca-no-such-folder"))).toBe(false);
  });
});
