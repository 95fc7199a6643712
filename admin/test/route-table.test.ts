import type { RouteObject } from "react-router-dom";
import { DASHBOARD_ROUTES } from "@/app/route-table";
import { appRoutes } from "@/app/router";
import type { AppDeps } from "@/lib/deps";

// The route table is the router's: the e2e guard test (e2e/tests/dashboard-guard.spec.ts) visits
// each of its rows, so a route the router has beside them would go unguarded by any test.

/** Every path the router answers, its index route as "/" (nothing is loaded or run). */
function routedPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ["/"] : route.path ? [route.path] : []),
    ...routedPaths(route.children ?? []),
  ]);
}

it("routes the route table's screens and a catch-all, nothing else", () => {
  const routed = routedPaths(appRoutes({} as AppDeps));
  expect(routed).toEqual([...DASHBOARD_ROUTES.map((route) => route.path), "*"]);
});

it("names each screen once, with a path of its own", () => {
  const ids = DASHBOARD_ROUTES.map((route) => route.id);
  const routed = DASHBOARD_ROUTES.map((route) => route.path);
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(routed).size).toBe(routed.length);
});
