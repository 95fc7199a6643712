import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { BASENAME, paths } from "@/config/paths";
import { requireAdmin } from "@/features/auth/require-admin";
import type { AppDeps } from "@/lib/deps";
import { DASHBOARD_ROUTES, type DashboardRouteId } from "./route-table";
import { CheckingAccess } from "./routes/checking-access";
import { GuardedRoot } from "./routes/guarded-root";
import { lazyRoute, type RouteModule } from "./routes/lazy-route";
import { RouteError } from "./routes/route-error";

/** Each screen's page, loaded when it is first visited: the compiler wants one per table row. */
const SCREENS: Record<DashboardRouteId, () => Promise<RouteModule>> = {
  desk: () => import("@/features/desk/routes/desk"),
  "news list": () => import("@/features/items/routes/news-list"),
  "news create": () => import("@/features/items/routes/news-create"),
  "news edit": () => import("@/features/items/routes/news-edit"),
  "news history": () => import("@/features/items/routes/news-history"),
  "gallery list": () => import("@/features/items/routes/gallery-list"),
  "gallery create": () => import("@/features/items/routes/gallery-create"),
  "gallery edit": () => import("@/features/items/routes/gallery-edit"),
  "gallery history": () => import("@/features/items/routes/gallery-history"),
  inbox: () => import("@/features/inbox/routes/inbox"),
  builds: () => import("@/features/builds/routes/builds"),
  "audit log": () => import("@/features/audit/routes/audit"),
  security: () => import("@/features/security/routes/security"),
};

/** The router's routes: the guarded root, one child per row of the route table, a catch-all. */
export function appRoutes(deps: AppDeps): RouteObject[] {
  return [
    {
      id: "root",
      // Child loaders run alongside this one; those that fetch await the same guard first.
      loader: () => requireAdmin(deps),
      // The answer is cached for the session: a list's new search params need no new check,
      // and skipping it keeps those navigations synchronous.
      shouldRevalidate: () => false,
      Component: GuardedRoot,
      HydrateFallback: CheckingAccess,
      ErrorBoundary: RouteError,
      children: [
        ...DASHBOARD_ROUTES.map(({ id, path }): RouteObject => {
          const lazy = lazyRoute(deps, SCREENS[id]);
          return path === paths.desk.path ? { index: true, lazy } : { path, lazy };
        }),
        {
          // Unknown paths go to the site's home page, as everywhere on the site.
          path: "*",
          loader: async () => {
            if (await requireAdmin(deps)) deps.leave(paths.site.home);
            return null;
          },
          Component: () => null,
        },
      ],
    },
  ];
}

export function createAppRouter(deps: AppDeps) {
  return createBrowserRouter(appRoutes(deps), { basename: BASENAME });
}
