// What each island, and each part an island loads on demand, asks the network for when it is
// needed: its file and the chunks it imports (site/scripts/build-islands.mjs writes the list,
// site/.islands/chunks.json), fetched from the product and gzipped at level 9 as js-size.mjs
// counts first-load JS. Bytes, so the gate gives the same verdict on any machine.
import { Buffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fetchOk, kb, REPO_ROOT } from "./util.mjs";

export const CHUNKS_FILE = path.join(REPO_ROOT, "site", ".islands", "chunks.json");

/**
 * Each island's budget in KB gz, from what it needs and ~10% over what it weighed when set
 * (docs/benchmarks/2026-12-02-interactions.md). contact-validation is the 30 KB.
 */
export const ISLAND_BUDGETS_KB = {
  // The shell's admin check and the progress bar, fetched once the page is idle.
  "admin-link": 4,
  // The site's API client (lib/api, with axios and the typed client), fetched at a form's first send.
  api: 30,
  client: 28,
  calculator: 8,
  "dead-load": 6,
  // Swiper's core with its A11y and Autoplay modules, as the spec's carousel asks.
  carousel: 27,
  "contact-form": 7,
  // zod's classic API for the API's own schema and the continents' countries (no phone plans).
  "contact-validation": 30,
  lightbox: 2,
  "login-form": 6,
  preview: 1.5,
  // The draft's Markdown renderer (marked) and the API client.
  "preview-draft": 22,
  "quote-summary": 4,
};

/** @returns {Promise<Record<string, { kbGz: number, files: number }>>} */
export async function runIslandSizes(baseUrl, chunksFile = CHUNKS_FILE) {
  const chunks = JSON.parse(fs.readFileSync(chunksFile, "utf8"));
  const sizes = new Map();
  const sizeOf = async (file) => {
    if (!sizes.has(file)) {
      const body = Buffer.from(await (await fetchOk(new URL(file, baseUrl))).arrayBuffer());
      sizes.set(file, zlib.gzipSync(body, { level: 9 }).length);
    }
    return sizes.get(file);
  };
  const rows = {};
  for (const [name, files] of Object.entries(chunks)) {
    let bytes = 0;
    for (const file of files) bytes += await sizeOf(file);
    rows[name] = { kbGz: kb(bytes), files: files.length };
  }
  return rows;
}

/**
 * The gate: every island within its budget, and none without one (a new island gets a budget
 * when it is added). Empty `broken` when kept; not measured when the step did not run.
 */
export function checkIslandBudgets(islands, budgets = ISLAND_BUDGETS_KB) {
  const result = {
    budget: "island chunks within their budgets (KB gz; contact-validation <= 30)",
    gate: true,
    measured: islands !== undefined,
  };
  const broken = Object.entries(islands ?? {}).flatMap(([name, { kbGz }]) => {
    const budget = budgets[name];
    if (budget === undefined) return [`${name} ${kbGz} (no budget)`];
    return kbGz > budget ? [`${name} ${kbGz} > ${budget}`] : [];
  });
  return { ...result, broken };
}
