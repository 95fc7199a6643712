// The quality budgets of issue 6. Each returns what broke it ("/about/ 88"), empty when kept.
// A figure that was not measured (skipped step, or a step that failed) breaks no budget here:
// a failed step is reported and fails the run on its own.
const HOME_PAGES = new Set(["/", "/ar/", "/ru/"]);
export const DASHBOARD = "/dashboard/";

const each = (pages, test, show) =>
  Object.entries(pages)
    .filter(([, row]) => test(row) === false)
    .map(([page, row]) => `${page} ${show(row)}`);

const measured = (value) => value !== undefined && value !== null;
const atLeast = (key, limit) => (row) => (measured(row[key]) ? row[key] >= limit : undefined);
const atMost = (key, limit) => (row) => (measured(row[key]) ? row[key] <= limit : undefined);

/** The JS budget of a page: home 170 KB, the dashboard 150 KB, every other page 130 KB. */
export const jsBudgetKb = (page) => (HOME_PAGES.has(page) ? 170 : page === DASHBOARD ? 150 : 130);

export const BUDGETS = [
  { name: "performance >= 95", key: "performance", pages: atLeast("performance", 95) },
  { name: "accessibility = 100", key: "accessibility", pages: atLeast("accessibility", 100) },
  { name: "best practices >= 95", key: "bestPractices", pages: atLeast("bestPractices", 95) },
  { name: "SEO = 100", key: "seo", pages: atLeast("seo", 100) },
  { name: "CLS <= 0.02", key: "cls", pages: atMost("cls", 0.02) },
  { name: "no axe violations", key: "axe", pages: atMost("axe", 0) },
  { name: "no HTML errors", key: "html", pages: atMost("html", 0) },
  {
    name: "first-load JS <= 170 KB gz home, 150 dashboard, 130 other pages",
    key: "jsKbGz",
    pages: (row) => (measured(row.jsKbGz) ? row.jsKbGz <= jsBudgetKb(row.page) : undefined),
  },
];

/** Whether one cell of the page table breaks its budget (to mark it in the table). */
export function breaks(page, key, row) {
  const budget = BUDGETS.find((candidate) => candidate.key === key);
  return budget ? budget.pages({ ...row, page }) === false : false;
}

/** Every budget with what broke it. */
export function checkBudgets(pages, publish) {
  const results = BUDGETS.map((budget) => ({
    budget: budget.name,
    broken: each(
      Object.fromEntries(Object.entries(pages).map(([page, row]) => [page, { ...row, page }])),
      budget.pages,
      (row) => row[budget.key],
    ),
  }));
  if (publish?.cold) {
    results.push({
      budget: "publish to live <= 60 s cold",
      broken: publish.cold.seconds <= 60 ? [] : [`cold ${publish.cold.seconds.toFixed(1)} s`],
    });
  }
  return results;
}
