// The printed report: one table of pages (a cell that breaks its budget is marked "✗"), the
// timing and API figures under it, then the budgets.
import { breaks } from "./budgets.mjs";

const PAGE_COLUMNS = [
  ["page", "page"],
  ["perf", "performance"],
  ["a11y", "accessibility"],
  ["best", "bestPractices"],
  ["seo", "seo"],
  ["LCP ms", "lcpMs"],
  ["CLS", "cls"],
  ["TBT ms", "tbtMs"],
  ["JS xfer KB", "jsTransferKb"],
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
    PAGE_COLUMNS.map(([, key]) => {
      if (key === "page") return page;
      const value = row[key];
      if (value === undefined || value === null) return "-";
      return breaks(page, key, value) ? `${value} ✗` : value;
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

/** How fast the CPU was (Lighthouse's benchmarkIndex) and how long the bench waited for it to be idle. */
function cpuSummary(pages) {
  const rows = Object.values(pages).filter((row) => row.benchmarkIndex);
  if (rows.length === 0) return "";
  const indexes = rows.map((row) => row.benchmarkIndex);
  const waited = rows.reduce((sum, row) => sum + (row.cpuWaitSeconds ?? 0), 0);
  return `, CPU benchmarkIndex ${Math.min(...indexes)}-${Math.max(...indexes)}, ${waited} s spent waiting for an idle CPU`;
}

/** The whole printed report, as text. */
export function formatReport(report) {
  const out = [pageTable(report.pages), ""];
  // What the table cannot say about a page: why its SEO is scored as it is, runs that were redone,
  // a machine that was never quiet while it was measured.
  const remarks = Object.entries(report.pages).flatMap(([page, row]) => [
    ...(row.note ? [`${page}: ${row.note}`] : []),
    ...(row.cpuBusy ? [`${page}: ${row.cpuBusy}`] : []),
    ...(row.lighthouseFailedRuns
      ? [`${page}: Lighthouse runs without a paint, run again: ${row.lighthouseFailedRuns}`]
      : []),
  ]);
  out.push(...remarks);
  if (report.lighthouseRuns) {
    out.push(
      `Lighthouse: the median of ${report.lighthouseRuns} runs per page${cpuSummary(report.pages)}`,
      "",
    );
  } else if (remarks.length > 0) out.push("");
  if (report.firstStartSeconds) {
    out.push(`first start, clean Gatsby cache → / served: ${seconds(report.firstStartSeconds)}`);
  }
  for (const [kind, figures] of Object.entries(report.publish ?? {})) {
    const build = figures.buildSeconds
      ? ` (of which the site build command ${seconds(figures.buildSeconds)})`
      : "";
    out.push(`publish → page served, ${kind}: ${seconds(figures.seconds)}${build}`);
  }
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
  out.push("", "Budgets:");
  for (const { budget, broken } of report.budgets) {
    out.push(`  ${broken.length === 0 ? "ok    " : "BROKEN"} ${budget}${listed(broken)}`);
  }
  return out.join("\n");
}
