// Lighthouse (mobile preset) on pages of a running product; prints a table and writes JSON.
// Usage: node --import tsx e2e/bench/lighthouse.ts http://localhost:8321 / /contact/ /ar/ ...
import fs from "node:fs";
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

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKbGzip: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseRow[]> {
  // Lighthouse leaves profile folders behind: keep them in one temp folder we remove.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "leca-lh-"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    userDataDir: tmp,
  });
  const rows: LighthouseRow[] = [];
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
      const scripts =
        (
          audits["network-requests"]?.details as
            { items?: { resourceType?: string; transferSize?: number }[] } | undefined
        )?.items ?? [];
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
  fs.mkdirSync(path.resolve(__dirname, "../../bench"), { recursive: true });
  fs.writeFileSync(
    path.resolve(__dirname, "../../bench/lighthouse.json"),
    JSON.stringify(rows, null, 2),
  );
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
