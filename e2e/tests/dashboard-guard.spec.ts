import { expect, test, type Browser, type Cookie } from "@playwright/test";
import { DASHBOARD_ROUTES } from "../../admin/src/app/route-table";
import { BASENAME } from "../../admin/src/config/paths";
import { busyRetry } from "../support/dashboard";
import { endedSessionCookies } from "../support/ended-session";
import { recordNavigations, throttleCpu } from "../support/navigations";
import { newestPublishedSlug } from "../support/items";

// A guest opening a dashboard URL must be sent to the site's login page by exactly one full page
// load. Two loads started one after the other (the client's failed refresh and the guard's "no")
// abort and restart each other, and on a slow device that could leave the login form under the
// dashboard's URL. Slowing the CPU and repeating the visit makes such an interleaving show. Two
// guests: one who never signed in (the API answers the admin check 204, nothing to refresh) and
// one whose session has ended (401, and the refresh is refused: the path where both redirect).
// The guard is one piece of code for every route, so the repeated rounds that shake out such an
// interleaving run on two routes (the desk, the lightest chunk, and a news edit, the heaviest);
// every other route is visited once per guest, which shows that it is guarded at all.
const ROUNDS = 3;
const ROUNDS_ELSEWHERE = 1;
const REPEATED = new Set(["desk", "news edit"]);
const CPU_SLOWDOWN = 4;
const LOGIN = /^\/login\/?$/;
/** The login page, told which dashboard page to return to (the Desk's is the plain page). */
const LOGIN_URL = /\/login\/(\?next=%2Fdashboard%2F[^&]*)?$/;

// Every route of the dashboard's router: its route table (admin/src/app/route-table.ts, from
// which the router builds its routes; admin/test/route-table.test.ts fails on a route beside it),
// and its catch-all. A path's ":slug" is a published item of its kind; any other parameter has no
// value here, and the spec refuses to load until it gets one.
const KINDS = ["news", "gallery"] as const;
type Kind = (typeof KINDS)[number];
const slugs = new Map<Kind, string>();

/** A path's kind, if an item's page; fails at once for a parameter this test has no value for. */
function kindOf(pattern: string): Kind | undefined {
  const kind = KINDS.find((name) => pattern.startsWith(`/${name}/`));
  for (const [, parameter] of pattern.matchAll(/:(\w+)/g)) {
    if (!kind || parameter !== "slug")
      throw new Error(`the guard test has no value for :${parameter} in ${pattern}`);
  }
  return kind;
}

const ROUTES: [name: string, path: () => string][] = [
  ...DASHBOARD_ROUTES.map(({ id, path: pattern }): [string, () => string] => {
    const kind = kindOf(pattern);
    const path = () =>
      pattern.replace(":slug", encodeURIComponent((kind && slugs.get(kind)) ?? ""));
    // As a guest's browser asks for it: under the basename, with the trailing slash.
    return [id, () => `${BASENAME}${pattern === "/" ? "" : path()}/`];
  }),
  ["unknown dashboard path", () => `${BASENAME}/no-such-screen/`],
];
for (const name of REPEATED) {
  if (!ROUTES.some(([route]) => route === name)) throw new Error(`no ${name} route to repeat`);
}

let endedSession: Cookie[] = [];
test.beforeAll(async ({ request, browser }) => {
  endedSession = await endedSessionCookies(browser);
  // Published items make the edit and history routes real: a guest may read them, only the
  // guard says no.
  for (const kind of KINDS) slugs.set(kind, await newestPublishedSlug(request, kind));
});

const GUESTS = [
  ["who never signed in", () => []],
  ["whose session has ended", () => endedSession],
] as const satisfies readonly [string, () => Cookie[]][];

for (const [name, path] of ROUTES) {
  const rounds = REPEATED.has(name) ? ROUNDS : ROUNDS_ELSEWHERE;
  for (const [guest, cookies] of GUESTS) {
    test(`a guest ${guest} at the ${name} route reaches /login/ with one page load (CPU ${CPU_SLOWDOWN}x slower, ${rounds} round${rounds === 1 ? "" : "s"})`, async ({
      browser,
    }) => {
      await visitRounds(browser, `${name}, ${guest}`, path(), cookies(), rounds);
    });
  }
}

async function visitRounds(
  browser: Browser,
  name: string,
  path: string,
  cookies: Cookie[],
  rounds: number,
) {
  for (let round = 1; round <= rounds; round += 1) {
    // A fresh browser profile per round, holding only the guest's cookies.
    const context = await browser.newContext();
    try {
      await context.addCookies(cookies);
      const page = await context.newPage();
      await throttleCpu(page, CPU_SLOWDOWN);
      await busyRetry(page, `${name}, round ${round}`, async () => {
        const navigations = recordNavigations(page);
        try {
          await page.goto(path);
          await expect(page).toHaveURL(LOGIN_URL);
          await expect(page.getByRole("button", { name: "Log me in" })).toBeVisible();
          // A second load would start within moments of the first; let any such one show.
          await page.waitForLoadState("networkidle");

          const toLogin = (paths: string[]) => paths.filter((p) => LOGIN.test(p));
          const where = `round ${round}: ${JSON.stringify(navigations)}`;
          // The loads the dashboard started: those before the login page was the document.
          const firstLogin = navigations.events.findIndex((e) => /^commit \/login\/?$/.test(e));
          const fromDashboard = navigations.events
            .slice(0, firstLogin)
            .filter((event) => /^start \/login\/?$/.test(event));
          expect(fromDashboard, where).toHaveLength(1);
          expect(navigations.aborted, where).toEqual([]);
          // Another suite's publish can swap a new build in while the login page starts; Gatsby
          // then reloads it (its scripts no longer match the build). That reload is the login
          // page's own, never a second redirect: anything else is.
          if (toLogin(navigations.committed).length > 1) {
            const type = await page.evaluate(
              () =>
                (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type,
            );
            expect([toLogin(navigations.committed).length, type], where).toEqual([2, "reload"]);
          }
          await expect(page).toHaveURL(LOGIN_URL);
        } finally {
          navigations.stop();
        }
      });
    } finally {
      await context.close();
    }
  }
}
