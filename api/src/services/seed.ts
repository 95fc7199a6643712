import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ITEM_KINDS, slugSchema, type ItemKindName } from "@leca/shared/contracts";
import { CONTENT_DIR } from "../paths";
import type { Store } from "../store/types";
import { newRecord } from "./items/kind";
import type { KindSpec, KindTypes } from "./items/kind-types";
import { ITEM_SPECS } from "./items/kind-spec";
import { sampleInput } from "./sample-text";

const SAMPLE_DIR = path.join(CONTENT_DIR, "sample");
const IMAGE_DIR = path.join(CONTENT_DIR, "images");
/** A company photo dropped beside an illustration (same name) wins over it. */
const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"];

async function imageBuffer(name: string): Promise<Buffer> {
  for (const ext of IMAGE_EXTENSIONS) {
    const file = path.join(IMAGE_DIR, `${name}${ext}`);
    if (!fs.existsSync(file)) continue;
    const bytes = fs.readFileSync(file);
    // Illustrations are SVG; the media pipeline takes raster images only, so render them once.
    return ext === ".svg" ? sharp(bytes, { density: 144 }).webp({ quality: 86 }).toBuffer() : bytes;
  }
  throw new Error(`content/images has no file for "${name}" (${IMAGE_EXTENSIONS.join(", ")})`);
}

const readSamples = (kind: string) => {
  const dir = path.join(SAMPLE_DIR, kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({
      name: `content/sample/${kind}/${file}`,
      sample: JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>,
    }));
};

/** Sample files name images; the API's items name media ids. */
async function resolveImages(
  value: unknown,
  upload: (name: string) => Promise<string>,
): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolveImages(v, upload)));
  if (value && typeof value === "object") {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, v]) =>
        key === "image"
          ? ["mediaId", await upload(String(v))]
          : [key, await resolveImages(v, upload)],
      ),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

/** What seeding works with; the bootstrap plugin wires it. */
export interface SeedDeps {
  store: Store;
  now: () => Date;
  /** The data folder, where the "seeded" marker is kept. */
  dataDir: string;
  /** Puts a picture through the upload pipeline; answers its media id. */
  ingest(bytes: Buffer): Promise<string>;
}

async function seedKind<T extends KindTypes>(
  deps: SeedDeps,
  spec: KindSpec<T>,
  upload: (name: string) => Promise<string>,
) {
  let count = 0;
  for (const { name, sample } of readSamples(spec.kind)) {
    const input = spec.parseInput({
      status: "published",
      // Figures from facts.json, dates counted back from today.
      ...((await resolveImages(sampleInput(sample, deps.now(), name), upload)) as object),
    });
    await deps.store.items.create({
      ...newRecord(spec, input, { now: deps.now(), editor: null }),
      slug: slugSchema.parse(spec.inputMeta(input).slug),
    });
    count += 1;
  }
  return count;
}

/**
 * First start only: the sample news and gallery items from content/sample, with their images
 * put through the same pipeline as uploads, their figures from content/facts/facts.json and their
 * dates relative to the day of seeding (sample-text.ts). A marker file keeps deleted samples
 * deleted.
 */
export async function seedSampleContent(
  deps: SeedDeps,
): Promise<Record<ItemKindName, number> | null> {
  const marker = path.join(deps.dataDir, "seeded");
  if (fs.existsSync(marker)) return null;
  const total = async (kind: ItemKindName) =>
    (
      await deps.store.items.list(kind, {
        visibility: "all",
        now: deps.now(),
        status: "all",
        sort: "newest",
        offset: 0,
        limit: 1,
      })
    ).total;
  const totals = await Promise.all(ITEM_KINDS.map(total));
  if (totals.some((count) => count > 0)) return null;
  const uploaded = new Map<string, Promise<string>>();
  const upload = (name: string) => {
    if (!uploaded.has(name)) {
      uploaded.set(
        name,
        imageBuffer(name).then((bytes) => deps.ingest(bytes)),
      );
    }
    return uploaded.get(name)!;
  };
  // Typed by the one kind list, so a new kind does not compile until its samples are named here
  // (content/sample/<kind>/).
  const counts: Record<ItemKindName, number> = {
    news: await seedKind(deps, ITEM_SPECS.news, upload),
    gallery: await seedKind(deps, ITEM_SPECS.gallery, upload),
  };
  fs.mkdirSync(deps.dataDir, { recursive: true });
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  return counts;
}
