// The quality budgets of issue 6. A figure that was not measured (a skipped step, or one that
// failed: that is reported and fails the run on its own) breaks no budget.
export const DASHBOARD = "/dashboard/";
const HOME_PAGES = new Set(["/", "/ar/", "/ru/"]);

/** The JS budget of a page: home 170 KB, the dashboard 150 KB, every other page 130 KB. */
export const jsBudgetKb = (page) => (HOME_PAGES.has(page) ? 170 : page === DASHBOARD ? 150 : 130);

/** Per-page budgets: the page row's field and whether its value keeps the budget. */
export const BUDGETS = [
  { name: "performance >= 95", key: "performance", ok: (value) => value >= 95 },
  { name: "accessibility = 100", key: "accessibility", ok: (value) => value === 100 },
  { name: "best practices >= 95", key: "bestPractices", ok: (value) => value >= 95 },
  { name: "SEO = 100", key: "seo", ok: (value) => value === 100 },
  { name: "CLS <= 0.02", key: "cls", ok: (value) => value <= 0.02 },
  { name: "no axe violations", key: "axe", ok: (value) => value === 0 },
  { name: "no HTML errors", key: "html", ok: (value) => value === 0 },
  {
    name: "first-load JS <= 170 KB gz home, 150 dashboard, 130 other pages",
    key: "jsKbGz",
    ok: (value, page) => value <= jsBudgetKb(page),
  },
];

/** Whether a page's figure breaks its budget (false when it has none or was not measured). */
export function breaks(page, key, value) {
  const budget = BUDGETS.find((candidate) => candidate.key === key);
  return budget !== undefined && value !== undefined && value !== null && !budget.ok(value, page);
}

/** Every budget, with what broke it ("/about/ 88"); an empty list means kept. */
export function checkBudgets(pages, publish) {
  const results = BUDGETS.map(({ name, key }) => ({
    budget: name,
    broken: Object.entries(pages)
      .filter(([page, row]) => breaks(page, key, row[key]))
      .map(([page, row]) => `${page} ${row[key]}`),
  }));
  if (publish?.cold) {
    const { seconds } = publish.cold;
    results.push({
      budget: "publish to live <= 60 s cold",
      broken: seconds <= 60 ? [] : [`cold ${seconds.toFixed(1)} s`],
    });
  }
  return results;
}
