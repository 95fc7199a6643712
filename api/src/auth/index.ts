/**
 * Auth: who is asking, and may they. Everything about admins' sessions lives in this folder; the
 * rest of the API uses only what this file exports.
 *
 *   sessionCookies  tokens.ts    the signed access/refresh cookies (HS256, one key per kind)
 *   guards          guards.ts    request.identity(), isAdmin(), app.requireAdmin for routes
 *   csrf            csrf.ts      double-submit token bound to the session, cross-site refusal
 *   authRoutes      routes.ts    POST login, refresh, logout; GET is-admin (the spec's check)
 *                   sessions.ts  sign in, refresh (rotation with reuse detection), sign out
 *
 * The three plugins are registered apart (app.ts) because their place in the hook order matters:
 * cookies are read before the overload and rate-limit hooks can answer, the guards and CSRF
 * check after them.
 */
export { default as sessionCookies } from "./tokens";
export { default as guards } from "./guards";
export { default as csrf } from "./csrf";
export { default as authRoutes } from "./routes";
