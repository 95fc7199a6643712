/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { scanBuiltPages } from "./built-pages";
import { scriptHash } from "./csp-scripts";

const page = (code: string) => `<p>page</p><script>${code}</script>`;

describe("scanBuiltPages", () => {
  let dir: string;
  let publicDir: string;
  let cacheFile: string;
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  };
  const scan = () =>
    scanBuiltPages({ publicDir, cacheFile, isSitePage: (file) => !file.startsWith("dashboard") });
  const hashesOf = (result: Awaited<ReturnType<typeof scan>>, file: string) =>
    result.pages.find((entry) => entry.file === file)?.hashes;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-pages-"));
    publicDir = path.join(dir, "public");
    cacheFile = path.join(dir, "cache", "built-pages.json");
    write("index.html", page("home()"));
    write(path.join("news", "a", "index.html"), page("a()"));
    write(path.join("news", "b", "index.html"), page("b()"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads every page of a first build, and none again while their files are untouched", async () => {
    const first = await scan();
    expect(first.parsed).toBe(3);
    expect(first.pages.map(({ file }) => file)).toEqual([
      "index.html",
      path.join("news", "a", "index.html"),
      path.join("news", "b", "index.html"),
    ]);
    expect(hashesOf(first, "index.html")).toEqual([scriptHash("home()")]);

    const second = await scan();
    expect(second.parsed).toBe(0);
    expect(second.pages).toEqual(first.pages);
  });

  it("finishes new and changed pages before hashing their scripts, and writes the result", async () => {
    const finish = jest.fn((html: string) =>
      html.includes("a()") ? html.replace("a()", "finished()") : null,
    );
    const scanWith = () => scanBuiltPages({ publicDir, cacheFile, isSitePage: () => true, finish });
    const first = await scanWith();
    const file = path.join("news", "a", "index.html");
    expect(hashesOf(first, file)).toEqual([scriptHash("finished()")]);
    expect(fs.readFileSync(path.join(publicDir, file), "utf8")).toBe(page("finished()"));
    expect(hashesOf(first, "index.html")).toEqual([scriptHash("home()")]);
    expect(finish).toHaveBeenCalledTimes(3);

    // The finished file is what the cache knows: the next scan neither reads nor finishes it.
    finish.mockClear();
    expect((await scanWith()).parsed).toBe(0);
    expect(finish).not.toHaveBeenCalled();
  });

  it("reads again a page the build wrote again, even at the same size", async () => {
    await scan();
    const file = path.join("news", "a", "index.html");
    write(file, page("c()"));
    // Same size, and a modification time the cache cannot have seen.
    fs.utimesSync(path.join(publicDir, file), new Date(), new Date(Date.now() + 60_000));
    write(path.join("news", "new", "index.html"), page("new()"));

    const result = await scan();
    expect(result.parsed).toBe(2);
    expect(hashesOf(result, file)).toEqual([scriptHash("c()")]);
    expect(hashesOf(result, path.join("news", "new", "index.html"))).toEqual([scriptHash("new()")]);
    expect(hashesOf(result, "index.html")).toEqual([scriptHash("home()")]);
  });

  it("does not parse a page written again with the same bytes, and forgets deleted pages", async () => {
    await scan();
    write("index.html", page("home()"));
    fs.utimesSync(path.join(publicDir, "index.html"), new Date(), new Date(Date.now() + 60_000));
    fs.rmSync(path.join(publicDir, "news", "b"), { recursive: true });

    const result = await scan();
    expect(result.parsed).toBe(0);
    expect(result.pages.map(({ file }) => file)).toEqual([
      "index.html",
      path.join("news", "a", "index.html"),
    ]);
    expect(Object.keys(JSON.parse(fs.readFileSync(cacheFile, "utf8")))).toHaveLength(2);
  });

  it("cleans NUL bytes from every page in the same read, once", async () => {
    write(path.join("ru", "index.html"), Buffer.from(page("Ру\0сский()")));
    write(path.join("dashboard", "index.html"), Buffer.from("<p>\0</p>"));

    const first = await scan();
    expect(first.cleaned).toBe(2);
    expect(fs.readFileSync(path.join(publicDir, "ru", "index.html"), "utf8")).toBe(
      page("Русский()"),
    );
    expect(fs.readFileSync(path.join(publicDir, "dashboard", "index.html"), "utf8")).toBe(
      "<p></p>",
    );
    expect(hashesOf(first, path.join("ru", "index.html"))).toEqual([scriptHash("Русский()")]);
    expect(hashesOf(first, path.join("dashboard", "index.html"))).toBeUndefined();

    const second = await scan();
    expect(second).toMatchObject({ cleaned: 0, parsed: 0 });
  });

  it("works without a cache file, reading every page each time", async () => {
    const options = { publicDir, isSitePage: () => true };
    expect((await scanBuiltPages(options)).parsed).toBe(3);
    expect((await scanBuiltPages(options)).parsed).toBe(3);
  });
});
