import sharp from "sharp";
import { HttpError } from "../../lib/http-error";
import type { MediaRecord } from "../../store/types";
import type { DecodeSlots } from "./decode-slots";

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface ProcessedImage {
  data: Buffer;
  type: MediaRecord["type"];
  ext: "jpg" | "png" | "webp" | "avif";
  width: number;
  height: number;
}

type Kind = "jpeg" | "png" | "webp" | "heif";

const OUTPUT: Record<Kind, { type: ProcessedImage["type"]; ext: ProcessedImage["ext"] }> = {
  jpeg: { type: "image/jpeg", ext: "jpg" },
  png: { type: "image/png", ext: "png" },
  webp: { type: "image/webp", ext: "webp" },
  heif: { type: "image/avif", ext: "avif" },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** AVIF is an ISO-BMFF file whose leading `ftyp` box names an AVIF brand (major or compatible). */
function isAvif(buffer: Buffer): boolean {
  if (buffer.length < 16 || buffer.toString("latin1", 4, 8) !== "ftyp") return false;
  const boxEnd = Math.min(buffer.readUInt32BE(0), buffer.length);
  if (AVIF_BRANDS.has(buffer.toString("latin1", 8, 12))) return true;
  // Compatible brands start after the major brand (4 bytes) and minor version (4 bytes).
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    if (AVIF_BRANDS.has(buffer.toString("latin1", offset, offset + 4))) return true;
  }
  return false;
}

/**
 * The format the bytes say they are. Anything else is refused here, before libvips sees it, so
 * its other loaders (SVG, PDF, TIFF, GIF...) never parse an upload.
 */
export function sniffImage(buffer: Buffer): Kind | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return "jpeg";
  if (buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (buffer.toString("latin1", 0, 4) === "RIFF" && buffer.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  return isAvif(buffer) ? "heif" : null;
}

const unsupported = () =>
  new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "media.unsupported", {
    fields: { file: "media.unsupported" },
  });

export const tooLarge = (maxBytes: number) => {
  const megabytes = Number((maxBytes / (1024 * 1024)).toFixed(2));
  return new HttpError(413, "PAYLOAD_TOO_LARGE", "media.tooLarge", {
    fields: { file: "media.tooLarge" },
    vars: { megabytes },
  });
};

const tooManyPixels = (maxPixels: number) => {
  const megapixels = Number((maxPixels / 1_000_000).toFixed(2));
  return new HttpError(413, "PAYLOAD_TOO_LARGE", "media.tooManyPixels", {
    fields: { file: "media.tooManyPixels" },
    // {{count}}: the Translator picks the plural form by it (1 megapixel, 2,5 мегапикселя).
    vars: { count: megapixels },
  });
};

function encode(kind: Kind, image: sharp.Sharp): sharp.Sharp {
  switch (kind) {
    case "jpeg":
      return image.jpeg({ quality: 82, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "webp":
      return image.webp({ quality: 82 });
    case "heif":
      return image.avif({ quality: 55 });
  }
}

/**
 * Decodes to plain 8-bit sRGB pixels, upright. Colours are converted from an embedded profile to
 * sRGB and the profile is not attached: untagged pixels are sRGB to every browser. Said explicitly
 * because for 16-bit input sharp otherwise converts to P3 and then drops the profile. Untagged
 * input is taken as sRGB already (CMYK through sharp's built-in profile), so it skips the transform.
 */
function decodeToSrgb(buffer: Buffer, options: sharp.SharpOptions, tagged: boolean) {
  const image = sharp(buffer, options).rotate(); // no angle: apply the EXIF orientation
  if (tagged) image.withIccProfile("srgb", { attach: false });
  return image.raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
}

/**
 * Checks an upload by its content and re-encodes it in the same format, upright and without any
 * metadata. Size limits are checked from the header first, so a small file claiming huge
 * dimensions never gets its pixels allocated.
 */
export async function processImage(
  buffer: Buffer,
  limits: ImageLimits,
  slots?: DecodeSlots,
): Promise<ProcessedImage> {
  if (buffer.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
  const kind = sniffImage(buffer);
  if (!kind) throw unsupported();
  const options = { limitInputPixels: limits.maxPixels };

  let header: sharp.Metadata;
  try {
    // Reads the header only; with limitInputPixels, sharp refuses oversized dimensions right here.
    header = await sharp(buffer, options).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw tooManyPixels(limits.maxPixels);
    throw unsupported();
  }
  // The magic bytes and libvips must agree, and a HEIF container must hold AV1 (AVIF), not HEVC.
  if (header.format !== kind || (kind === "heif" && header.compression !== "av1"))
    throw unsupported();
  if (!header.width || !header.height) throw unsupported();

  // The header said it is worth decoding: wait for a slot (or 503 when too many wait already).
  const decode = async () => {
    let pixels: Awaited<ReturnType<typeof decodeToSrgb>>;
    try {
      pixels = await decodeToSrgb(buffer, options, header.hasProfile === true);
    } catch {
      // A header that parses but pixel data that does not (e.g. a truncated JPEG).
      throw unsupported();
    }
    // Only pixels reach the encoder. Asking sharp to keep no metadata is not enough: libvips 8.15
    // still copies PNG text chunks (tEXt/zTXt/iTXt) into the output.
    const { width, height, channels } = pixels.info;
    const data = await encode(
      kind,
      sharp(pixels.data, { raw: { width, height, channels } }),
    ).toBuffer();
    return { data, ...OUTPUT[kind], width, height };
  };
  return slots ? slots.run(decode) : decode();
}
