// Lighthouse (its default config: the mobile preset, simulated slow 4G and a 4x slower CPU) on
// pages of a running product. Each page is run several times and the median run is reported, as
// Lighthouse's own guidance on variability advises (one run's score can move 5-10 points with
// what else the machine is doing). Plain JavaScript on purpose: Lighthouse sends functions into
// the page, and a TS loader would add helpers to them that do not exist there.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { cpuBusyRemark, waitForQuietCpu } from "./cpu.mjs";
import { fetchText, kb, progress } from "./util.mjs";

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

/** Whether a page asks search engines to leave it out (the sign-in page does, on purpose). */
export const isNoindex = (html) =>
  [...html.matchAll(/<meta\b[^>]*>/gi)].some(
    ([tag]) => /\bname=["']?robots\b/i.test(tag) && /\bcontent=["'][^"']*noindex/i.test(tag),
  );

/**
 * A page kept out of search engines on purpose fails SEO's "is-crawlable" audit by design; its SEO
 * score is taken over every other audit (titles, descriptions, hreflang, link text, ...), and the
 * report says so.
 */
export const NOINDEX_NOTE = "noindex on purpose: SEO scored without is-crawlable";

/**
 * @param {{ runs?: number }} options how many runs per page; the median run is reported
 * @returns {Promise<Record<string, object>>} scores and timings per path
 */
export async function runLighthouse(baseUrl, paths, { runs = 3 } = {}) {
  // Lighthouse leaves profile folders behind: keep them in one temp folder we remove.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "leca-lh-"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    userDataDir: tmp,
  });
  const rows = {};
  try {
    for (const [index, page] of paths.entries()) {
      progress("lighthouse", index, paths.length, page);
      const url = new URL(page, baseUrl).toString();
      const noindex = isNoindex(await fetchText(url));
      const cpu = await waitForQuietCpu();
      // A run can come back without the timings a median needs (Chrome did not report a paint in
      // time: a runtime error in the report). It is run again, up to as many extra runs, and the
      // failures are kept in the report; only a page with no usable run fails the step.
      const lhrs = [];
      const failures = [];
      for (let attempt = 0; lhrs.length < runs && attempt < runs * 2; attempt += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          skipAudits: noindex ? ["is-crawlable"] : undefined,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (filterToValidRuns([result.lhr]).length === 1) lhrs.push(result.lhr);
        else failures.push(result.lhr.runtimeError?.code ?? "no FCP or TTI");
      }
      if (lhrs.length === 0) {
        throw new Error(`no Lighthouse run of ${page} measured its paint: ${failures.join(", ")}`);
      }
      const { categories, audits, environment } = computeMedianRun(lhrs);
      const requests = audits["network-requests"]?.details?.items ?? [];
      const jsBytes = requests
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      rows[page] = {
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories["best-practices"]?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        jsTransferKb: kb(jsBytes),
        lighthouseRuns: lhrs.length,
        // Lighthouse's own measure of how fast this CPU was during the median run (higher is faster):
        // a low figure next to a low score points at the machine, not the page.
        benchmarkIndex: Math.round(environment?.benchmarkIndex ?? 0),
        cpuWaitSeconds: Math.round(cpu.waitedSeconds),
        ...(cpu.quiet ? {} : { cpuBusy: cpuBusyRemark(cpu) }),
        ...(failures.length > 0 ? { lighthouseFailedRuns: failures } : {}),
        ...(noindex ? { note: NOINDEX_NOTE } : {}),
        // What cost points, so a failing score says where to look.
        lighthouseFailedAudits: Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
          )
          .map((audit) => audit.id),
      };
    }
  } finally {
    await chrome.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}
