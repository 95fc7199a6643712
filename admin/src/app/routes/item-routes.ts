import type { RouteObject } from "react-router-dom";

type Lazy = RouteObject["lazy"];

type Page = "list" | "create" | "edit" | "history";

/** A content kind's pages, each its own lazy route: the list, a new item, an item's edit, its history. */
export const itemRoutes = (
  kindPaths: Record<Page, { path: string }>,
  load: Record<Page, Lazy>,
): RouteObject[] => [
  { path: kindPaths.list.path, lazy: load.list },
  { path: kindPaths.create.path, lazy: load.create },
  { path: kindPaths.edit.path, lazy: load.edit },
  { path: kindPaths.history.path, lazy: load.history },
];
