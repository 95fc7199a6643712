// Puts every picture the site shows into site/.images as a raster file Gatsby's sharp pipeline
// can resize (it does not read SVG). A photo dropped into content/images with the same name as an
// illustration (e.g. application-construction.jpg) replaces it; otherwise the SVG is rendered.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { upToDate } from "./up-to-date.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, "../../content/images");
const target = path.resolve(here, "../.images");
const RASTER = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
// Illustrations are rendered at twice their drawn size so large screens still get sharp pixels.
const DENSITY = 144;

// Incremental: every publish runs this before `gatsby build`, and rendering all illustrations
// again cost about 4 s of each rebuild. Outputs whose source is gone are removed.
async function main() {
  await fs.mkdir(target, { recursive: true });
  const files = await fs.readdir(source);
  const rasterNames = new Set(
    files
      .filter((f) => RASTER.includes(path.extname(f).toLowerCase()))
      .map((f) => path.parse(f).name),
  );
  const wanted = new Set();
  let rendered = 0;
  for (const file of files) {
    const { name, ext } = path.parse(file);
    const from = path.join(source, file);
    if (RASTER.includes(ext.toLowerCase())) {
      wanted.add(file);
      if (!(await upToDate(from, path.join(target, file)))) {
        await fs.copyFile(from, path.join(target, file));
      }
    } else if (ext.toLowerCase() === ".svg" && !rasterNames.has(name)) {
      const to = path.join(target, `${name}.png`);
      wanted.add(`${name}.png`);
      if (await upToDate(from, to)) continue;
      // Written next to the target and renamed, so an interrupted run leaves no half file.
      await sharp(from, { density: DENSITY }).png({ compressionLevel: 9 }).toFile(`${to}.tmp`);
      await fs.rename(`${to}.tmp`, to);
      rendered += 1;
    }
  }
  const stale = (await fs.readdir(target)).filter((file) => !wanted.has(file));
  await Promise.all(stale.map((file) => fs.rm(path.join(target, file), { force: true })));
  console.log(
    `prepare-images: ${rendered} illustrations rendered, ${wanted.size - rendered} up to date, ` +
      `${rasterNames.size} photos used, ${stale.length} removed`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
