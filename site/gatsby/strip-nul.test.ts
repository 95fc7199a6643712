import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripNulBytes } from "./strip-nul";

describe("stripNulBytes", () => {
  it("removes NUL bytes from built pages and leaves everything else alone", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-nul-"));
    fs.mkdirSync(path.join(dir, "ru"));
    fs.writeFileSync(path.join(dir, "ru", "index.html"), Buffer.from("<a>Ру\0сский</a>"));
    fs.writeFileSync(path.join(dir, "clean.html"), "<p>ok</p>");
    fs.writeFileSync(path.join(dir, "data.bin"), Buffer.from([1, 0, 2]));

    expect(await stripNulBytes(dir)).toBe(1);

    expect(fs.readFileSync(path.join(dir, "ru", "index.html"), "utf8")).toBe("<a>Русский</a>");
    expect([...fs.readFileSync(path.join(dir, "data.bin"))]).toEqual([1, 0, 2]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
