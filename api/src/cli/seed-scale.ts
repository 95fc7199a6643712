import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { ConfigError, loadConfig } from "../config";
import { galleryInputSchema, newsInputSchema } from "@leca/shared/contracts";
import { CONTENT_DIR } from "../paths";
import core from "../plugins/core";
import media from "../plugins/media";
import { newRecord } from "../services/items/kind";
import { ITEM_SPECS } from "../services/items/kind-spec";
import type { ItemData, NewItem } from "../store/types";
import { galleryInput, newsInput, randomSource, type PoolImage } from "./scale-content";
import type { Text } from "./scale-vocabulary";

const USAGE = `Usage: npm run seed:scale -w api -- [--news 10000] [--gallery 1000] [--years 8] [--seed 17]

Adds published news and gallery items in English, Arabic and Russian, written from the products'
vocabulary, dated over the last --years years, to the store the API uses (DATA_DIR, or MONGODB_URI
when set). Their pictures come from a small pool of media made from content/images: the point is
the number of items. Run it against a stopped server, then start it (or publish) to rebuild.`;

/** Items written at once: one store call each, many in flight (MongoDB answers them in parallel). */
const BATCH = 200;

/** The pictures the sample content describes (content/sample), with their alt texts and captions. */
function describedImages(): Map<string, { alt: Text; caption?: Text }> {
  const found = new Map<string, { alt: Text; caption?: Text }>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.image === "string" && record.alt) {
        found.set(record.image, { alt: record.alt as Text, caption: record.caption as Text });
      }
      Object.values(record).forEach(visit);
    }
  };
  for (const kind of ["news", "gallery"]) {
    const dir = path.join(CONTENT_DIR, "sample", kind);
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
      visit(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
    }
  }
  return found;
}

/** Renders each described illustration to a photo-sized WebP and stores it through the media service. */
async function imagePool(app: FastifyInstance): Promise<PoolImage[]> {
  const pool: PoolImage[] = [];
  for (const [name, text] of describedImages()) {
    const svg = path.join(CONTENT_DIR, "images", `${name}.svg`);
    if (!fs.existsSync(svg)) continue;
    const bytes = await sharp(svg, { density: 144 })
      .resize({ width: 1600 })
      .webp({ quality: 82 })
      .toBuffer();
    const record = await app.media.ingest(bytes, null);
    pool.push({ mediaId: record.id, ...text });
  }
  if (pool.length === 0) throw new Error("content/sample describes no picture in content/images");
  return pool;
}

async function seed(
  app: FastifyInstance,
  count: number,
  make: (n: number) => NewItem<ItemData>,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) =>
      make(start + i + 1),
    );
    await Promise.all(batch.map((item) => app.store.items.create(item)));
  }
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      news: { type: "string", default: "10000" },
      gallery: { type: "string", default: "1000" },
      years: { type: "string", default: "8" },
      seed: { type: "string", default: "17" },
      help: { type: "boolean", default: false },
    },
  });
  const [news, gallery, years, seedValue] = [
    values.news,
    values.gallery,
    values.years,
    values.seed,
  ].map(Number);
  if (
    values.help ||
    ![news, gallery, years, seedValue].every((n) => Number.isInteger(n) && n! >= 0)
  ) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  // DATA_DIR is relative to where the command was typed (npm -w runs scripts inside api/).
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const app = Fastify({ logger: false });
  await app.register(core, { config });
  await app.register(media);
  await app.ready();
  try {
    const started = performance.now();
    const random = randomSource(seedValue!);
    const images = await imagePool(app);
    const now = app.now();
    const seeding = { random, images, now, years: years! };
    await seed(app, news!, (n) => {
      const input = newsInputSchema.parse(newsInput(n, seeding));
      return { ...newRecord(ITEM_SPECS.news, input, { now, editor: null }), slug: input.slug! };
    });
    await seed(app, gallery!, (n) => {
      const input = galleryInputSchema.parse(galleryInput(n, seeding));
      return { ...newRecord(ITEM_SPECS.gallery, input, { now, editor: null }), slug: input.slug! };
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = config.mongodbUri ? "MongoDB" : config.dataDir;
    process.stdout.write(
      `Seeded ${news} news and ${gallery} gallery items (${images.length} pictures) into ${where} in ${seconds} s.\n`,
    );
    return 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  },
);
