import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompress } from "../../src/services/builds/precompress";

describe("precompress", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-precompress-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes brotli and gzip twins of large text files only, not of page data", async () => {
    const script = `console.log(${JSON.stringify("expanded clay ".repeat(400))});`;
    fs.mkdirSync(path.join(dir, "static"));
    fs.writeFileSync(path.join(dir, "static", "app.js"), script);
    fs.writeFileSync(path.join(dir, "tiny.css"), "a{}");
    fs.writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(4096, 1));
    fs.writeFileSync(path.join(dir, "app.js.map"), "x".repeat(4096));

    fs.mkdirSync(path.join(dir, "page-data", "about"), { recursive: true });
    fs.writeFileSync(path.join(dir, "page-data", "about", "page-data.json"), script);

    expect(await precompress(dir)).toEqual([path.join("static", "app.js")]);

    const file = path.join(dir, "static", "app.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.readdirSync(dir).sort()).toEqual([
      "app.js.map",
      "page-data",
      "photo.png",
      "static",
      "tiny.css",
    ]);
    expect(fs.readdirSync(path.join(dir, "page-data", "about"))).toEqual(["page-data.json"]);
  });

  it("compresses only the files it is given, when given", async () => {
    const page = `<p>${"expanded clay ".repeat(400)}</p>`;
    for (const name of ["a.html", "b.html"]) fs.writeFileSync(path.join(dir, name), page);

    expect(await precompress(dir, ["b.html"])).toEqual(["b.html"]);

    expect(fs.readdirSync(dir).sort()).toEqual(["a.html", "b.html", "b.html.br", "b.html.gz"]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "b.html.br"))).toString()).toBe(
      page,
    );
  });
});
