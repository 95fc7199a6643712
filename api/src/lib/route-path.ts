import type { FastifyRequest } from "fastify";

/**
 * The path a request was routed by: its route's pattern, or for a request no route matched, the
 * target's pathname. Never the raw target: an absolute-form request line
 * (`GET http://host/api/x HTTP/1.1`) reaches the API's routes while its raw URL does not start
 * with /api, and a rule read from it would not apply.
 */
export function routePath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  try {
    return new URL(request.url, "http://localhost").pathname;
  } catch {
    return request.url;
  }
}

/** Whether the request is one of the API's (routed there, or an unknown path under /api). */
export const isApiRequest = (request: FastifyRequest) => isApiPath(routePath(request));

/** Whether a path (a route's pattern, or a request's routePath) is the API's. */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * The request target in origin form (`/path?query`): an absolute-form target
 * (`http://host/path?query`) loses its scheme and authority, and nothing else changes.
 */
export function requestTarget(request: FastifyRequest): string {
  const url = request.url;
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url);
  if (!origin) return url;
  const rest = url.slice(origin[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}
