import zlib from "node:zlib";
import sharp from "sharp";
import { pngChunk } from "./images";

/**
 * Files that carry metadata the way cameras and editors write it. sharp 0.33 can write EXIF and
 * ICC but not XMP, IPTC, comments or PNG text, so those are planted byte by byte here.
 */

/** Planted in every kind of metadata; found anywhere in a stored file, something leaked. */
export const SECRET = "planted-secret-48.8584N";

const flat = (r: number, g: number, b: number, width = 32, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } });

/** A PNG with tEXt, zTXt and iTXt chunks before its pixels. */
export async function pngWithTextChunks(): Promise<Buffer> {
  const png = await flat(10, 200, 30).png().toBuffer();
  const ihdrEnd = 8 + 12 + 13; // signature, then IHDR's length+type+crc and 13 bytes of data
  const text = pngChunk("tEXt", Buffer.from(`Comment\0${SECRET}`, "latin1"));
  const ztxt = pngChunk(
    "zTXt",
    Buffer.concat([Buffer.from("Author\0\0", "latin1"), zlib.deflateSync(SECRET)]),
  );
  const itxt = pngChunk("iTXt", Buffer.from(`Location\0\0\0\0\0${SECRET}`, "utf8"));
  return Buffer.concat([png.subarray(0, ihdrEnd), text, ztxt, itxt, png.subarray(ihdrEnd)]);
}

/** The chunk types of a PNG file, in order. */
export function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset + 8 <= png.length; offset += 12 + png.readUInt32BE(offset)) {
    types.push(png.toString("latin1", offset + 4, offset + 8));
  }
  return types;
}

const jpegSegment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** The segments right after the JPEG's start-of-image marker. */
const plantInJpeg = (jpeg: Buffer, segments: Buffer[]) =>
  Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);

const xmpPacket = () =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
  `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:description="${SECRET}"/>` +
  `</rdf:RDF></x:xmpmeta>`;

/** Photoshop's IPTC block: one 8BIM resource 0x0404 holding an IPTC caption record (2:120). */
function iptcBlock(): Buffer {
  const caption = Buffer.from(SECRET, "latin1");
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, 0, caption.length]), caption]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const pad = record.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([
    Buffer.from("Photoshop 3.0\0", "latin1"),
    Buffer.from("8BIM", "latin1"),
    Buffer.from([0x04, 0x04, 0, 0]), // resource id, empty Pascal name padded to even
    size,
    record,
    pad,
  ]);
}

/** A JPEG with EXIF (camera, GPS), XMP, IPTC and a comment. */
export async function jpegWithEverything(): Promise<Buffer> {
  const jpeg = await flat(200, 40, 40)
    .jpeg()
    .withExif({
      IFD0: { Make: "LeakyCam", Model: SECRET },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 40/1",
      },
    })
    .toBuffer();
  return plantInJpeg(jpeg, [
    jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${xmpPacket()}`, "utf8")),
    jpegSegment(0xed, iptcBlock()),
    jpegSegment(0xfe, Buffer.from(SECRET, "latin1")),
  ]);
}

const riffChunk = (fourcc: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
};

/** An extended (VP8X) WebP: the encoder's image chunk followed by EXIF and XMP chunks. */
export async function webpWithXmpAndExif(): Promise<Buffer> {
  const width = 32;
  const height = 24;
  const exifJpeg = await flat(1, 2, 3, 8, 8)
    .jpeg()
    .withExif({ IFD0: { Make: "LeakyCam", Model: SECRET } })
    .toBuffer();
  const exif = (await sharp(exifJpeg).metadata()).exif!.subarray(6); // drop "Exif\0\0"
  const simple = await flat(40, 40, 200, width, height).webp({ quality: 90 }).toBuffer();
  const image = simple.subarray(12); // the VP8 chunk after "RIFF", size and "WEBP"
  const vp8x = Buffer.alloc(10);
  vp8x.writeUInt8(0x08 | 0x04, 0); // EXIF and XMP present
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const body = Buffer.concat([
    Buffer.from("WEBP", "latin1"),
    riffChunk("VP8X", vp8x),
    image,
    riffChunk("EXIF", exif),
    riffChunk("XMP ", Buffer.from(xmpPacket(), "utf8")),
  ]);
  const head = Buffer.alloc(8);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** An AVIF with EXIF (libheif writes it when asked). */
export const avifWithExif = () =>
  flat(40, 200, 40)
    .avif()
    .withExif({ IFD0: { Make: "LeakyCam", Model: SECRET } })
    .toBuffer();

/** The Display P3 profile sharp ships, as bytes. */
async function displayP3Profile(): Promise<Buffer> {
  const tagged = await flat(0, 0, 0, 2, 2).withIccProfile("p3").png().toBuffer();
  return (await sharp(tagged).metadata()).icc!;
}

/**
 * A JPEG whose stored pixels are exactly `rgb` in Display P3: the pixels are encoded untagged and
 * the profile is added as an APP2 ICC_PROFILE segment, so no conversion happens on the way in.
 */
export async function displayP3Jpeg(rgb: [number, number, number]): Promise<Buffer> {
  const jpeg = await flat(...rgb)
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
  const profile = await displayP3Profile();
  const app2 = Buffer.concat([
    Buffer.from("ICC_PROFILE\0", "latin1"),
    Buffer.from([1, 1]),
    profile,
  ]);
  return plantInJpeg(jpeg, [jpegSegment(0xe2, app2)]);
}

/** A 16-bit PNG tagged Display P3, showing the sRGB colour `rgb`. */
export const displayP3Png16 = (rgb: [number, number, number]) =>
  flat(...rgb)
    .toColourspace("rgb16")
    .withIccProfile("p3")
    .png()
    .toBuffer();

/** A CMYK JPEG (sharp's built-in CMYK profile) showing the sRGB colour `rgb`. */
export const cmykJpeg = (rgb: [number, number, number]) =>
  flat(...rgb)
    .withIccProfile("cmyk")
    .jpeg({ quality: 100 })
    .toBuffer();

/**
 * Display P3 to sRGB by the book: both use the sRGB transfer curve and D65, so decode, apply the
 * primaries' 3x3 matrix, clip, encode. An oracle independent of libvips and lcms.
 */
export function p3ToSrgb(rgb: [number, number, number]): [number, number, number] {
  const decode = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const encode = (c: number) => {
    const v = Math.min(1, Math.max(0, c));
    return Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
  };
  const [r, g, b] = rgb.map(decode) as [number, number, number];
  return [
    encode(1.2249 * r - 0.2247 * g),
    encode(-0.042 * r + 1.0419 * g),
    encode(-0.0197 * r - 0.0786 * g + 1.0979 * b),
  ];
}

/** The colour of a flat image's top-left pixel, as stored (no colour management on the way out). */
export async function firstPixel(image: Buffer): Promise<number[]> {
  const { data } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}
