import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { Agent } from "../helpers/agent";
import { createUser, makeApp, type TestApp } from "../helpers/app";
import { filePart } from "./multipart";
import {
  SECRET,
  avifWithExif,
  cmykJpeg,
  displayP3Jpeg,
  displayP3Png16,
  firstPixel,
  jpegWithEverything,
  p3ToSrgb,
  pngChunkTypes,
  pngWithTextChunks,
  webpWithXmpAndExif,
} from "./metadata";

/** Chunks a PNG needs to show its pixels (pHYs only states the pixel density). */
const PNG_PIXEL_CHUNKS = new Set(["IHDR", "PLTE", "tRNS", "pHYs", "IDAT", "IEND"]);

describe("uploaded images keep no metadata", () => {
  let t: TestApp;
  let admin: Agent;
  let origin: string;

  beforeAll(async () => {
    t = await makeApp();
    await createUser(t.app);
    admin = new Agent(t.app);
    await admin.login();
    // The stored files are fetched over a real socket, as a visitor's browser gets them.
    origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  /** Uploads through the route; returns every file the upload added to the media folder, as served. */
  async function uploadAndFetch(file: Buffer, name: string) {
    const before = new Set(fs.readdirSync(t.config.media.dir));
    const body = filePart(file, name);
    const response = await admin.post("/api/media/", body.payload, { headers: body.headers });
    expect(response.statusCode).toBe(201);
    const added = fs.readdirSync(t.config.media.dir).filter((entry) => !before.has(entry));
    expect(added.length).toBeGreaterThan(0);
    const served = await fetch(`${origin}${response.json().url}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const stored = added.map((entry) => fs.readFileSync(path.join(t.config.media.dir, entry)));
    expect(stored.some((file) => file.equals(bytes))).toBe(true);
    return stored;
  }

  async function expectNoMetadata(file: Buffer) {
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    expect(file.includes(SECRET)).toBe(false);
    expect(file.includes("LeakyCam")).toBe(false);
    if (meta.format === "png")
      expect(pngChunkTypes(file).filter((type) => !PNG_PIXEL_CHUNKS.has(type))).toEqual([]);
  }

  it.each([
    ["a PNG with tEXt, zTXt and iTXt chunks", "x.png", pngWithTextChunks, ["comments"]],
    // sharp does not report a JPEG comment; the byte scan for SECRET finds it.
    [
      "a JPEG with EXIF (GPS), XMP, IPTC and a comment",
      "x.jpg",
      jpegWithEverything,
      ["exif", "xmp", "iptc"],
    ],
    ["a WebP with EXIF and XMP chunks", "x.webp", webpWithXmpAndExif, ["exif", "xmp"]],
    ["an AVIF with EXIF", "x.avif", avifWithExif, ["exif"]],
  ] as const)("stores %s without any of it", async (_name, filename, make, planted) => {
    const input = await make();
    // The input really carries what is planted, so the check below is not vacuous.
    const before = await sharp(input).metadata();
    for (const field of planted) expect(before[field]).toBeDefined();
    expect(input.includes(SECRET)).toBe(true);

    for (const file of await uploadAndFetch(input, filename)) await expectNoMetadata(file);
  });

  it("converts a Display P3 JPEG's colours to sRGB before dropping its profile", async () => {
    const p3: [number, number, number] = [100, 150, 200];
    const input = await displayP3Jpeg(p3);
    expect((await sharp(input).metadata()).icc).toBeDefined();
    const expected = p3ToSrgb(p3); // about [83, 152, 205]: P3's red is redder than sRGB's
    for (const file of await uploadAndFetch(input, "p3.jpg")) {
      await expectNoMetadata(file);
      const pixel = await firstPixel(file);
      pixel.forEach((value, channel) =>
        expect(Math.abs(value - expected[channel]!)).toBeLessThanOrEqual(3),
      );
    }
  });

  it("converts a 16-bit Display P3 PNG to sRGB, not to untagged P3 numbers", async () => {
    const shown: [number, number, number] = [100, 150, 200];
    const input = await displayP3Png16(shown);
    const meta = await sharp(input).metadata();
    expect([meta.depth, meta.icc !== undefined]).toEqual(["ushort", true]);
    for (const file of await uploadAndFetch(input, "p3.png")) {
      await expectNoMetadata(file);
      const pixel = await firstPixel(file);
      pixel.forEach((value, channel) =>
        expect(Math.abs(value - shown[channel]!)).toBeLessThanOrEqual(2),
      );
    }
  });

  it("turns a CMYK JPEG into an sRGB one of the same colour", async () => {
    const shown: [number, number, number] = [100, 150, 200];
    const input = await cmykJpeg(shown);
    expect((await sharp(input).metadata()).space).toBe("cmyk");
    for (const file of await uploadAndFetch(input, "cmyk.jpg")) {
      await expectNoMetadata(file);
      expect((await sharp(file).metadata()).channels).toBe(3);
      const pixel = await firstPixel(file);
      // CMYK cannot hold every sRGB colour exactly: the round trip lands close, not on the dot.
      pixel.forEach((value, channel) =>
        expect(Math.abs(value - shown[channel]!)).toBeLessThanOrEqual(12),
      );
    }
  });
});
