import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** A focal point: fractions of the picture's width and height from its top-left corner. */
export interface Focus {
  x: number;
  y: number;
}

/** The crops the site cuts pictures to: cards and the carousel at 4:3, news cards at 3:2. */
export const CROPS = { card: 4 / 3, wide: 3 / 2 } as const;
export type CropName = keyof typeof CROPS;

export interface Window {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest window of `ratio` (width / height) in a picture, centred on the focal point as far
 * as the edges allow: what every crop of that shape keeps.
 */
export function focusWindow(width: number, height: number, ratio: number, focus: Focus): Window {
  const wide = width / height > ratio;
  const w = wide ? Math.round(height * ratio) : width;
  const h = wide ? height : Math.round(width / ratio);
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    left: clamp(Math.round(focus.x * width - w / 2), width - w),
    top: clamp(Math.round(focus.y * height - h / 2), height - h),
    width: w,
    height: h,
  };
}

/**
 * The picture cut to `crop` around its focal point, as a file in `dir` (made once: the name holds
 * the media id, the point and the shape, and a media id's bytes never change). Sharp's image
 * pipeline then only resizes it: cut to the exact shape already, there is nothing left to crop.
 */
export async function focusCropFile(
  original: string,
  dir: string,
  mediaId: string,
  focus: Focus,
  crop: CropName,
): Promise<string> {
  const { format } = await sharp(original).metadata();
  const ext = format === "png" ? "png" : format === "webp" ? "webp" : "jpg";
  const file = path.join(dir, `${mediaId}-${focus.x}-${focus.y}-${crop}.${ext}`);
  if (fs.existsSync(file)) return file;
  // Upright first (EXIF orientation), so the point is where the admin saw it; decoded once.
  const { data, info } = await sharp(original).rotate().raw().toBuffer({ resolveWithObject: true });
  const window = focusWindow(info.width, info.height, CROPS[crop], focus);
  fs.mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  // Near-lossless: sharp encodes the site's WebP sizes from this file.
  await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract(window)
    .toFormat(ext === "jpg" ? "jpeg" : ext, { quality: 95 })
    .toFile(partial);
  fs.renameSync(partial, file);
  return file;
}
