// The dashboard's screens, one row each. The router builds its routes from this table
// (router.tsx, where each row gets its page), test/route-table.test.ts checks that the router has
// no route besides these and its catch-all, and the e2e guard test
// (e2e/tests/dashboard-guard.spec.ts) visits every row: a new screen is a row here, guarded and
// tested by being one. Plain data with one relative import, so Node (Playwright) can read it.
import { paths } from "../config/paths";

/** A content kind's screens: its list, a new item, an item's edit page and its history. */
const itemScreens = <Kind extends "news" | "gallery">(kind: Kind) =>
  [
    { id: `${kind} list`, path: paths[kind].list.path },
    { id: `${kind} create`, path: paths[kind].create.path },
    { id: `${kind} edit`, path: paths[kind].edit.path },
    { id: `${kind} history`, path: paths[kind].history.path },
  ] as const;

export const DASHBOARD_ROUTES = [
  { id: "desk", path: paths.desk.path },
  ...itemScreens("news"),
  ...itemScreens("gallery"),
  { id: "inbox", path: paths.inbox.path },
  { id: "builds", path: paths.builds.path },
  { id: "audit log", path: paths.audit.path },
  { id: "security", path: paths.security.path },
] as const satisfies readonly { id: string; path: string }[];

export type DashboardRouteId = (typeof DASHBOARD_ROUTES)[number]["id"];
