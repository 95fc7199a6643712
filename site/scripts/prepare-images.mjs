// Puts every picture the site shows into site/.images as a raster file Gatsby's sharp pipeline
// can resize (it does not read SVG). A photo dropped into content/images with the same name as an
// illustration (e.g. application-construction.jpg) replaces it; otherwise the SVG is rendered.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, "../../content/images");
const target = path.resolve(here, "../.images");
const RASTER = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
// Illustrations are rendered at twice their drawn size so large screens still get sharp pixels.
const DENSITY = 144;

async function main() {
  await fs.rm(target, { recursive: true, force: true });
  await fs.mkdir(target, { recursive: true });
  const files = await fs.readdir(source);
  const rasterNames = new Set(
    files
      .filter((f) => RASTER.includes(path.extname(f).toLowerCase()))
      .map((f) => path.parse(f).name),
  );
  let rendered = 0;
  for (const file of files) {
    const { name, ext } = path.parse(file);
    const from = path.join(source, file);
    if (RASTER.includes(ext.toLowerCase())) {
      await fs.copyFile(from, path.join(target, file));
    } else if (ext.toLowerCase() === ".svg" && !rasterNames.has(name)) {
      await sharp(from, { density: DENSITY })
        .png({ compressionLevel: 9 })
        .toFile(path.join(target, `${name}.png`));
      rendered += 1;
    }
  }
  console.log(
    `prepare-images: ${rendered} illustrations rendered, ${rasterNames.size} photos used`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
