import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { focusCropFile } from "./focus-crop";

describe("focusCropFile", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "focus-crop-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("cuts the real picture around the point, once", async () => {
    // 800x300: the left half red, the right half blue.
    const original = path.join(dir, "two-halves.png");
    const half = (r: number, b: number) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 0, b } } })
        .png()
        .toBuffer();
    await sharp({ create: { width: 800, height: 300, channels: 3, background: "#000" } })
      .composite([
        { input: await half(255, 0), left: 0, top: 0 },
        { input: await half(0, 255), left: 400, top: 0 },
      ])
      .png()
      .toFile(original);

    const right = await focusCropFile(original, dir, "m1", { x: 0.95, y: 0.5 }, "card");
    const cut = await sharp(right).metadata();
    expect([cut.width, cut.height, cut.format]).toEqual([400, 300, "png"]);
    const { channels } = await sharp(right).stats();
    expect(channels[2]!.mean).toBeGreaterThan(250); // all blue: the right half
    expect(channels[0]!.mean).toBeLessThan(5);

    // 3:2 is 450 wide here: from the left edge, the red half and 50 columns of the blue.
    const left = await focusCropFile(original, dir, "m1", { x: 0.1, y: 0.5 }, "wide");
    expect((await sharp(left).metadata()).width).toBe(450);
    expect((await sharp(left).stats()).channels[0]!.mean).toBeCloseTo((255 * 400) / 450, 0);

    // The same point and shape is the same file, not cut again.
    const before = fs.statSync(right).mtimeMs;
    expect(await focusCropFile(original, dir, "m1", { x: 0.95, y: 0.5 }, "card")).toBe(right);
    expect(fs.statSync(right).mtimeMs).toBe(before);
  });
});
