import { createBrowserRouter } from "react-router-dom";
import { BASENAME, paths } from "@/config/paths";
import { requireAdmin } from "@/features/auth/require-admin";
import type { AppDeps } from "@/lib/deps";
import { CheckingAccess } from "./routes/checking-access";
import { GuardedRoot } from "./routes/guarded-root";
import { itemRoutes } from "./routes/item-routes";
import { lazyRoute } from "./routes/lazy-route";
import { RouteError } from "./routes/route-error";

export function createAppRouter(deps: AppDeps) {
  const lazy = (load: Parameters<typeof lazyRoute>[1]) => lazyRoute(deps, load);
  return createBrowserRouter(
    [
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
          { index: true, lazy: lazy(() => import("@/features/desk/routes/desk")) },
          ...itemRoutes(paths.news, {
            list: lazy(() => import("@/features/news/routes/news-list")),
            create: lazy(() => import("@/features/news/routes/news-create")),
            edit: lazy(() => import("@/features/news/routes/news-edit")),
            history: lazy(() => import("@/features/news/routes/news-history")),
          }),
          ...itemRoutes(paths.gallery, {
            list: lazy(() => import("@/features/gallery/routes/gallery-list")),
            create: lazy(() => import("@/features/gallery/routes/gallery-create")),
            edit: lazy(() => import("@/features/gallery/routes/gallery-edit")),
            history: lazy(() => import("@/features/gallery/routes/gallery-history")),
          }),
          { path: paths.inbox.path, lazy: lazy(() => import("@/features/inbox/routes/inbox")) },
          { path: paths.builds.path, lazy: lazy(() => import("@/features/builds/routes/builds")) },
          { path: paths.audit.path, lazy: lazy(() => import("@/features/audit/routes/audit")) },
          {
            path: paths.security.path,
            lazy: lazy(() => import("@/features/security/routes/security")),
          },
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
    ],
    { basename: BASENAME },
  );
}
