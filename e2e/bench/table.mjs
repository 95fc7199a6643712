// The printed report: one table of pages (a cell that breaks its budget is marked "✗"), the
// timing and API figures under it, then the budgets.
import { LCP_TARGETS, breaks, missesTarget } from "./budgets.mjs";
import { ISLAND_BUDGETS_KB } from "./islands.mjs";
import { onPhone } from "./phones.mjs";

const low = (pick) => onPhone("low-tier", pick);
const mid = (pick) => onPhone("mid-tier", pick);

/** The table's columns: title, the budget key a cell is judged by, and how to read the figure. */
const PAGE_COLUMNS = [
  ["page", "page"],
  ["low perf", null, low((p) => p.performance)],
  ["twin", null, low((p) => p.twin.performance)],
  ["gap", "lowGap", low((p) => p.gap.performance)],
  ["TBT ms", null, low((p) => `${p.tbtMs}/${p.twin.tbtMs}`)],
  ["LCP ms", null, low((p) => `${p.lcpMs}/${p.twin.lcpMs}`)],
  ["mid perf", null, mid((p) => p.performance)],
  ["mid LCP gap", null, mid((p) => p.gap.lcpMs)],
  ["a11y", "accessibility"],
  ["best", "bestPractices"],
  ["seo", "seo"],
  ["CLS", "cls"],
  ["req", "requests"],
  ["DOM", "domElements"],
  ["CSS KB", "inlineCssKb"],
  [
    "HTML B",
    "firstTripOverBytes",
    (row) => row.htmlBytes && `${row.htmlBytes.page}/${row.htmlBytes.twin}`,
  ],
  ["JS KB gz", "jsKbGz"],
  ["axe", "axe"],
  ["html err", "html"],
];

/** Aligned columns: text left, numbers right. */
export function formatTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join("  ");
  return [
    line(header),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...rows.map(line),
  ].join("\n");
}

function pageTable(pages) {
  const rows = Object.entries(pages).map(([page, row]) =>
    PAGE_COLUMNS.map(([, key, read]) => {
      if (key === "page") return page;
      const value = read ? read(row) : row[key];
      if (value === undefined || value === null) return "-";
      return key && breaks(page, key, row) ? `${value} ✗` : value;
    }),
  );
  return formatTable(
    PAGE_COLUMNS.map(([title]) => title),
    rows,
  );
}

/** What broke a budget, the first few by name (the table marks every one with "✗"). */
function listed(broken) {
  if (broken.length === 0) return "";
  const more = broken.length > 6 ? `, and ${broken.length - 6} more` : "";
  return `: ${broken.slice(0, 6).join(", ")}${more}`;
}

const seconds = (value) => `${value.toFixed(1)} s`;
const signedMs = (value) => `${value > 0 ? "+" : ""}${value} ms`;

/** Content at scale: one row per size, how each step up grew, and the warm publish at each size. */
export function scaleSummary({ rows, growth }) {
  const out = [
    "Content at scale (seed:scale, then a cold site build; peak = RSS summed over the build's processes;",
    "load = the machine's 1-minute load average when the build ended, on 2 cores anything over 2 slowed it):",
    formatTable(
      ["news", "galleries", "pages", "seed s", "build s", "peak MB", "load"],
      rows.map((r) => [
        r.news,
        r.gallery,
        r.pages,
        r.seedSeconds.toFixed(1),
        r.buildSeconds.toFixed(1),
        r.peakRssMb,
        r.loadAverage ?? "-",
      ]),
    ),
  ];
  for (const g of growth) {
    const verdict = g.linear ? "no worse than linear" : "WORSE than linear";
    out.push(
      `  ${g.from} → ${g.to} items (x${g.items}): build time x${g.time}, peak memory x${g.memory}: ${verdict}`,
    );
  }
  for (const row of rows) {
    if (row.publishError)
      out.push(`  warm publish with ${row.news} news: FAILED, ${row.publishError}`);
    if (row.publishSeconds === undefined) continue;
    const details = [
      row.publishBuildSeconds ? `site build ${seconds(row.publishBuildSeconds)}` : null,
      row.pagesRendered !== undefined ? `${row.pagesRendered} pages rendered` : null,
      row.publishQueries !== undefined ? `${row.publishQueries} page queries` : null,
      row.publishPeakRssMb ? `peak ${row.publishPeakRssMb} MB` : null,
    ].filter(Boolean);
    const build = details.length > 0 ? ` (${details.join(", ")})` : "";
    const verdict = row.publishSeconds <= 60 ? "met" : "NOT met";
    out.push(
      `  warm publish of one news item with ${row.news} news → page served: ${seconds(row.publishSeconds)}${build}; target <= 60 s ${verdict}`,
    );
    if (row.publishRelease) out.push(`    ${row.publishRelease}`);
    if (row.againSeconds === undefined) continue;
    const againBuild = row.againBuildSeconds
      ? ` (site build ${seconds(row.againBuildSeconds)})`
      : "";
    out.push(
      `    the next publish on the running site: ${seconds(row.againSeconds)}${againBuild}; target <= 60 s ${row.againSeconds <= 60 ? "met" : "NOT met"}`,
    );
    if (row.againRelease) out.push(`    ${row.againRelease}`);
  }
  return out;
}

/** The report's line on the sittings, when there was more than one (empty otherwise). */
export function sittingsLine(sittings) {
  if (!sittings || sittings.length < 2) return [];
  const each = sittings.map(
    (sitting, index) =>
      `${index + 1}: ${sitting.pages.length} page(s) from ${sitting.startedAt.slice(0, 16).replace("T", " ")} UTC at benchmarkIndex ${sitting.benchmarkIndex} (${Object.entries(
        sitting.slowdowns,
      )
        .map(([phone, slowdown]) => `${phone} ${slowdown}x`)
        .join(", ")})`,
  );
  return [`Measured in ${sittings.length} sittings of one commit (--resume): ${each.join("; ")}`];
}

/** The machine's speed, the phones it simulated, and how long the bench waited for an idle CPU. */
function machineSummary(machine, pages) {
  if (!machine?.benchmarkIndex) return [];
  const phones = Object.entries(machine.slowdowns)
    .map(([name, slowdown]) => `${name} phone: CPU slowdown ${slowdown}x`)
    .join(", ");
  const rows = Object.values(pages).flatMap((row) => Object.values(row.phones ?? {}));
  const indexes = rows.flatMap((phone) => phone.benchmarkIndexes ?? []);
  const waited = rows.reduce((sum, phone) => sum + (phone.cpuWaitSeconds ?? 0), 0);
  const runs = [...new Set(rows.map((phone) => phone.runs))].join("/");
  // CI measures each side once: it gates on bytes, counts and the median page's gap, not on one
  // page's figure (docs/benchmarks/2026-11-28-ci-gate-noise.md).
  const eachFigure =
    runs === "1" ? "each figure from one run" : `each figure the median of its ${runs} runs`;
  const stepped = [...new Set(rows.flatMap((phone) => phone.lcpSteps?.runs ?? []))].join("/");
  return [
    `Lighthouse: machine benchmarkIndex ${machine.benchmarkIndex} (runs saw ${Math.min(...indexes)}-${Math.max(...indexes)}); ${phones}; page and zero-JS twin (${machine.twinHeaders === "plain" ? "a static host's headers" : "the page's own headers"}) alternate, ${eachFigure}${stepped ? ` (LCPs on Lantern's steps with a target missed: the means of ${stepped} runs)` : ""}; ${waited} s spent waiting for an idle CPU`,
    ...sittingsLine(machine.sittings),
    "TBT and LCP cells: page/twin, low-tier phone",
  ];
}

/** Each side's files, `page a 2 of 5, b 1 of 5; twin c 3 of 5`. */
const sideBySide = (files) =>
  Object.entries(files)
    .map(([side, names]) => `${side} ${names.join(", ")}`)
    .join("; ");

/** The whole printed report, as text. */
/** What each island loads when it is needed, beside its budget (islands.mjs). */
export function islandSummary(islands) {
  return [
    "Island chunks (what each loads when needed, gzip -9):",
    formatTable(
      ["island", "KB gz", "budget", "files"],
      Object.entries(islands).map(([name, { kbGz, files }]) => [
        name,
        kbGz,
        ISLAND_BUDGETS_KB[name] ?? "none",
        files,
      ]),
    ),
  ];
}

/** Each control's tap-to-paint time, beside the machine's benchmarkIndex (interactions.mjs). */
export function interactionSummary({ benchmarkIndex, slowdown, runs, network, rows }) {
  return [
    `Interactions (Event Timing: input delay + processing + next paint; low-tier phone: benchmarkIndex ${benchmarkIndex} / 264 = CPU ${slowdown}x, ${network}, median of ${runs}):`,
    formatTable(
      ["control", "page", "median ms", "worst ms", "runs"],
      rows.map((row) => [row.control, row.page, row.medianMs, row.worstMs, row.runs.join(" ")]),
    ),
  ];
}

export function formatReport(report) {
  // A run of only steps with products of their own (scale, api) measured no page.
  const out = Object.keys(report.pages).length > 0 ? [pageTable(report.pages), ""] : [];
  // What the table cannot say about a page: why its SEO is scored as it is, runs that were redone,
  // a machine that was never quiet while it was measured.
  const remarks = Object.entries(report.pages).flatMap(([page, row]) => [
    ...(row.note ? [`${page}: ${row.note}`] : []),
    ...Object.entries(row.phones ?? {}).flatMap(([phone, figures]) => [
      ...(figures.cpuBusy ? [`${page} (${phone}): ${figures.cpuBusy}`] : []),
      ...(figures.staticTwin
        ? [
            `${page} (${phone}): sends COOP; its twin without it scores ${figures.staticTwin.performance} (TBT ${figures.staticTwin.tbtMs} ms, LCP ${figures.staticTwin.lcpMs} ms)`,
          ]
        : []),
      ...(figures.lcpSteps
        ? [
            `${page} (${phone}): LCPs on Lantern's steps, the medians of ${figures.runs} runs ${signedMs(figures.lcpSteps.medianGapMs)} from the twin's; judged by the means of ${figures.lcpSteps.runs} runs a side (lcp-ties.mjs, STEP_RUNS): ${figures.lcpMs}/${figures.twin.lcpMs} ms, ${signedMs(figures.gap.lcpMs)}`,
          ]
        : []),
      ...(figures.lcpTies && missesTarget(LCP_TARGETS[phone], row)
        ? [
            `${page} (${phone}): LCP target missed; files that ended before the observed paint in some runs only, a simulated round trip each on those runs' LCP (lcp-ties.mjs): ${sideBySide(figures.lcpTies)}`,
          ]
        : []),
      ...(figures.lighthouseFailedRuns
        ? [
            `${page} (${phone}): Lighthouse runs made again: ${figures.lighthouseFailedRuns.join("; ")}`,
          ]
        : []),
    ]),
  ]);
  out.push(...remarks);
  const machine = machineSummary(report.machine, report.pages);
  if (machine.length > 0 || remarks.length > 0) out.push(...machine, "");
  if (report.firstStartSeconds) {
    out.push(
      `first start, ${report.firstStartClean === false ? "warm" : "clean"} Gatsby cache → / served: ${seconds(report.firstStartSeconds)}`,
    );
  }
  for (const [kind, figures] of Object.entries(report.publish ?? {})) {
    const build = figures.buildSeconds
      ? ` (of which the site build command ${seconds(figures.buildSeconds)})`
      : "";
    out.push(`publish → page served, ${kind}: ${seconds(figures.seconds)}${build}`);
  }
  if (report.islands) out.push("", ...islandSummary(report.islands));
  if (report.interactions) out.push("", ...interactionSummary(report.interactions));
  if (report.scale) out.push("", ...scaleSummary(report.scale));
  if (report.api) {
    out.push("", "API benchmark (autocannon, 50 connections, same run):");
    out.push(
      formatTable(
        ["route", "req/s", "% of bare", "p50 ms", "p99 ms", "non-2xx"],
        report.api.routes.map((r) => [
          r.name,
          r.requestsPerSecond,
          `${r.percentOfBare}%`,
          r.p50Ms,
          r.p99Ms,
          r.non2xx,
        ]),
      ),
    );
    for (const check of report.api.checks) {
      out.push(`  API target ${check.target}: ${check.value} ${check.ok ? "met" : "MISSED"}`);
    }
  }
  for (const [step, reason] of Object.entries(report.skipped))
    out.push(`${step}: skipped, ${reason}`);
  for (const [step, message] of Object.entries(report.errors))
    out.push(`${step}: FAILED, ${message}`);
  out.push("", "Gates (fail the run):");
  for (const { budget, broken } of report.budgets.filter((b) => b.gate)) {
    out.push(`  ${broken.length === 0 ? "ok     " : "BROKEN "} ${budget}${listed(broken)}`);
  }
  out.push("", "Targets (issue 15; reported, not failing the run):");
  for (const { budget, broken, measured } of report.budgets.filter((b) => !b.gate)) {
    const verdict = !measured ? "-      " : broken.length === 0 ? "met    " : "not yet";
    out.push(`  ${verdict} ${budget}${measured ? listed(broken) : " (not measured in this run)"}`);
  }
  return out.join("\n");
}
