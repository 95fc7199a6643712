import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { CROP_RATIOS, focusWindow, type CropName, type FocusPoint } from "@leca/shared/focus";

export type { CropName };

/**
 * The picture cut to `crop` around its focal point, as a file in `dir` (made once: the name holds
 * the media id, the point and the shape, and a media id's bytes never change). Sharp's image
 * pipeline then only resizes it: cut to the exact shape already, there is nothing left to crop.
 */
export async function focusCropFile(
  original: string,
  dir: string,
  mediaId: string,
  focus: FocusPoint,
  crop: CropName,
): Promise<string> {
  const { format } = await sharp(original).metadata();
  const ext = format === "png" ? "png" : format === "webp" ? "webp" : "jpg";
  const file = path.join(dir, `${mediaId}-${focus.x}-${focus.y}-${crop}.${ext}`);
  if (fs.existsSync(file)) return file;
  // Upright first (EXIF orientation), so the point is where the admin saw it; decoded once.
  const { data, info } = await sharp(original).rotate().raw().toBuffer({ resolveWithObject: true });
  const window = focusWindow(info.width, info.height, CROP_RATIOS[crop], focus);
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
