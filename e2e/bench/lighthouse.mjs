// Lighthouse (mobile preset) on pages of a running product; prints a table and writes JSON.
// Plain JavaScript on purpose: Lighthouse sends functions into the page, and a TS loader would
// add helpers to them that do not exist there. Usage: node e2e/bench/lighthouse.mjs http://localhost:8321 / /contact/ /ar/ ...
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const score = (value) => Math.round((value ?? 0) * 100);

/** @returns {Promise<object[]>} one row of scores and timings per path */
export async function runLighthouse(baseUrl, paths) {
  // Lighthouse leaves profile folders behind: keep them in one temp folder we remove.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "leca-lh-"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    userDataDir: tmp,
  });
  const rows = [];
  try {
    for (const page of paths) {
      const result = await lighthouse(new URL(page, baseUrl).toString(), {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const scripts = audits["network-requests"]?.details?.items ?? [];
      const jsBytes = scripts
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      rows.push({
        path: page,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories["best-practices"]?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        jsKbGzip: Number((jsBytes / 1024).toFixed(1)),
      });
    }
  } finally {
    await chrome.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl || paths.length === 0) throw new Error("usage: lighthouse.ts <base-url> <path>...");
  const rows = await runLighthouse(baseUrl, paths);
  console.table(rows);
  fs.mkdirSync(path.resolve(here, "../../bench"), { recursive: true });
  fs.writeFileSync(
    path.resolve(here, "../../bench/lighthouse.json"),
    JSON.stringify(rows, null, 2),
  );
}

const here = path.dirname(fileURLToPath(import.meta.url));
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
