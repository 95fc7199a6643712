import {
  API_ROUTES,
  itemRoutesOf,
  ITEM_ROUTE_SCHEMAS,
  ROUTE_SCHEMAS,
  type ApiRoutes,
  type HttpMethod,
  type RoutePath,
  type ItemRouteName,
  type ItemRouteSchemas,
  type RouteSchemas,
} from "@leca/shared/routes";
import type { ItemKindName } from "@leca/shared/contracts";
import type { z } from "zod";

/**
 * One route of the shared route table as Fastify's route options (method, url, schema): spread
 * into `app.route({ ...routeOf("builds", "list"), handler })`, so the server serves exactly the
 * method, path and schemas the client is typed by. Paths are below /api, where app.ts mounts them.
 */
export function routeOf<
  G extends keyof ApiRoutes,
  N extends keyof ApiRoutes[G] & keyof RouteSchemas[G],
>(group: G, name: N): { method: HttpMethod; url: string; schema: RouteSchemas[G][N] } {
  const { method, path } = API_ROUTES[group][name] as RoutePath;
  return { method, url: path, schema: ROUTE_SCHEMAS[group][name] };
}

/**
 * The same for one content kind's routes (`/news/:slug`). The replies are typed by the item
 * service instead: Fastify's type provider cannot resolve a
 * type from a schema whose type depends on a type parameter (the kind of `ItemService<T>`).
 */
export function itemRouteOf<N extends ItemRouteName>(
  kind: ItemKindName,
  name: N,
): {
  method: HttpMethod;
  url: string;
  schema: Omit<ItemRouteSchemas<ItemKindName>[N], "response"> & {
    response: Record<number, z.ZodType>;
  };
} {
  const { method, path } = itemRoutesOf(kind)[name];
  return { method, url: path, schema: ITEM_ROUTE_SCHEMAS[kind][name] };
}
