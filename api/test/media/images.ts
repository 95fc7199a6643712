import crypto from "node:crypto";
import zlib from "node:zlib";
import sharp from "sharp";

/** Random pixels: they do not compress, so sizes are predictable and encoders do real work. */
export const noise = (width: number, height: number) =>
  sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

export const jpeg = (width = 64, height = 48) => noise(width, height).jpeg().toBuffer();
export const png = (width = 64, height = 48) => noise(width, height).png().toBuffer();
export const webp = (width = 64, height = 48) => noise(width, height).webp().toBuffer();
export const avif = (width = 64, height = 48) => noise(width, height).avif().toBuffer();
export const gif = (width = 64, height = 48) => noise(width, height).gif().toBuffer();

/** A landscape JPEG whose EXIF says "rotate 90° clockwise", with a camera name and a GPS position. */
export const orientedJpegWithGps = (width = 60, height = 30) =>
  noise(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: "LeakyCam", Model: "Model 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Whether an EXIF block has a GPS section (tag 0x8825, in either byte order). */
export const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few dozen bytes whose header claims width x height RGB pixels. */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = zlib.deflateSync(Buffer.alloc(64));
  return Buffer.concat([
    signature,
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The same file with every AVIF brand in its leading ftyp box renamed to HEIC's. */
export const asHeic = (file: Buffer) => {
  const copy = Buffer.from(file);
  const boxEnd = copy.readUInt32BE(0);
  for (let offset = 8; offset + 4 <= boxEnd; offset += 4) {
    if (["avif", "avis"].includes(copy.toString("latin1", offset, offset + 4)))
      copy.write("heic", offset, "latin1");
  }
  return copy;
};
