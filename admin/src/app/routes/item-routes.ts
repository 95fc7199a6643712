import type { RouteObject } from "react-router-dom";

type Lazy = RouteObject["lazy"];

/** A content kind's three pages, each its own lazy route: the list, a new item, an item's edit. */
export const itemRoutes = (
  kindPaths: Record<"list" | "create" | "edit", { path: string }>,
  load: Record<"list" | "create" | "edit", Lazy>,
): RouteObject[] => [
  { path: kindPaths.list.path, lazy: load.list },
  { path: kindPaths.create.path, lazy: load.create },
  { path: kindPaths.edit.path, lazy: load.edit },
];
