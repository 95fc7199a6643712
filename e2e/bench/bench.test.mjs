// The bench's own logic (budgets, what counts as a script, noindex detection), checked without a
// browser: a bench that misjudges a budget would pass or fail CI for the wrong reason.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { checkBudgets, jsBudgetKb } from "./budgets.mjs";
import { cpuBusyRemark, idleShare, parseCpuLine } from "./cpu.mjs";
import { scriptsOf } from "./js-size.mjs";
import { isNoindex } from "./lighthouse.mjs";
import { formatReport } from "./table.mjs";

const GOOD = {
  performance: 98,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  cls: 0.004,
  axe: 0,
  html: 0,
  jsKbGz: 110,
};

const brokenBudgets = (pages, publish) =>
  checkBudgets(pages, publish)
    .filter(({ broken }) => broken.length > 0)
    .map(({ budget, broken }) => `${budget}: ${broken.join(", ")}`);

describe("the bench's budgets", () => {
  it("gives home pages 170 KB of JS, the dashboard 150 and every other page 130", () => {
    assert.deepEqual(
      ["/", "/ar/", "/ru/", "/dashboard/", "/about/", "/ar/contact/"].map(jsBudgetKb),
      [170, 170, 170, 150, 130, 130],
    );
  });

  it("keeps every budget when each figure is at its limit", () => {
    const atLimit = { ...GOOD, performance: 95, bestPractices: 95, cls: 0.02, jsKbGz: 130 };
    const pages = {
      "/": { ...GOOD, jsKbGz: 170 },
      "/about/": atLimit,
      "/dashboard/": { jsKbGz: 150 },
    };
    assert.deepEqual(brokenBudgets(pages, { cold: { seconds: 60 } }), []);
  });

  it("names each page and figure that breaks a budget", () => {
    const pages = {
      "/": { ...GOOD, jsKbGz: 170.1 },
      "/ar/about/": { ...GOOD, performance: 94, cls: 0.021, html: 2 },
      "/ru/faq/": { ...GOOD, seo: 92, axe: 1, accessibility: 98 },
      "/dashboard/": { jsKbGz: 150.1 },
    };
    assert.deepEqual(brokenBudgets(pages, { cold: { seconds: 61.2 } }), [
      "performance >= 95: /ar/about/ 94",
      "accessibility = 100: /ru/faq/ 98",
      "SEO = 100: /ru/faq/ 92",
      "CLS <= 0.02: /ar/about/ 0.021",
      "no axe violations: /ru/faq/ 1",
      "no HTML errors: /ar/about/ 2",
      "first-load JS <= 170 KB gz home, 150 dashboard, 130 other pages: / 170.1, /dashboard/ 150.1",
      "publish to live <= 60 s cold: cold 61.2 s",
    ]);
  });

  it("lets a figure that was not measured break nothing (its step's failure fails the run)", () => {
    assert.deepEqual(brokenBudgets({ "/about/": { performance: null, html: undefined } }), []);
  });
});

describe("what the bench counts", () => {
  it("counts script files, module preloads and inline scripts, never JSON data blocks", () => {
    const html = `<head><link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/s.css">
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script>window.x=1</script><script src="/app.js" async></script><script type="module" src='/m.js'></script>
      <script id="empty"> </script></head>`;
    assert.deepEqual(scriptsOf(html), {
      urls: ["/app.js", "/m.js", "/assets/a.js"],
      inline: ["window.x=1"],
    });
  });

  it("tells a page kept out of search engines by its robots meta, in either attribute order", () => {
    assert.equal(
      isNoindex('<meta name="robots" content="noindex" data-gatsby-head="true"/>'),
      true,
    );
    assert.equal(isNoindex("<meta content='noindex, nofollow' name='robots'>"), true);
    assert.equal(isNoindex('<meta name="robots" content="index, follow">'), false);
    assert.equal(isNoindex('<meta name="description" content="noindex is a word here">'), false);
  });

  it("prints a page's note under the table and the number of Lighthouse runs", () => {
    const report = {
      pages: { "/login/": { ...GOOD, note: "noindex on purpose" } },
      lighthouseRuns: 3,
      skipped: {},
      errors: {},
      budgets: checkBudgets({ "/login/": GOOD }),
    };
    const text = formatReport(report);
    assert.match(text, /^\/login\/: noindex on purpose$/m);
    assert.match(text, /the median of 3 runs per page/);
    assert.doesNotMatch(text, /BROKEN/);
  });
});

describe("how the bench tells a quiet CPU", () => {
  const stat = (line) => `${line}\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 123 0 0\n`;

  it("reads idle and total ticks from /proc/stat's machine-wide line, I/O wait counted as busy", () => {
    assert.deepEqual(parseCpuLine(stat("cpu  100 5 50 800 40 3 2 0 0 0")), {
      idle: 800,
      total: 1000,
    });
    assert.equal(parseCpuLine("intr 1 2 3"), null);
    assert.equal(parseCpuLine("cpu  a b c d"), null);
  });

  it("gives the idle share between two readings, and nothing when time did not move", () => {
    const before = { idle: 800, total: 1000 };
    assert.equal(idleShare(before, { idle: 980, total: 1200 }), 0.9);
    assert.equal(idleShare(before, { idle: 850, total: 1200 }), 0.25);
    assert.equal(idleShare(before, before), null);
    assert.equal(idleShare(null, before), null);
  });

  it("prints a page measured on a busy machine under the table", () => {
    const remark = cpuBusyRemark({ waitedSeconds: 60.2, idle: 0.724 });
    assert.equal(remark, "measured on a busy machine: CPU 72% idle after waiting 60 s");
    const report = {
      pages: { "/ar/": { ...GOOD, benchmarkIndex: 1510, cpuWaitSeconds: 60, cpuBusy: remark } },
      lighthouseRuns: 5,
      skipped: {},
      errors: {},
      budgets: checkBudgets({ "/ar/": GOOD }),
    };
    const text = formatReport(report);
    assert.match(text, /^\/ar\/: measured on a busy machine: CPU 72% idle after waiting 60 s$/m);
    assert.match(text, /benchmarkIndex 1510-1510, 60 s spent waiting for an idle CPU/);
  });
});
