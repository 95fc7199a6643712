import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import underPressure from "@fastify/under-pressure";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";
import { isApiRequest } from "../lib/route-path";

/**
 * Requests that matched no route at all are the API's 404s and are shed like the API; the others
 * by the route they matched (lib/route-path), never their raw URL.
 */
const isShedLikeApi = (request: FastifyRequest) =>
  request.routeOptions.url === undefined || isApiRequest(request);

/**
 * A hop count (or `true`) believes X-Forwarded-For from whoever connects. Behind a proxy that is
 * the proxy, unless the API can also be reached directly: then anyone can write the header and
 * give each request a fresh per-IP login and contact limit. Only the proxies' addresses are
 * safe either way; production is told so at every start.
 */
function trustProxyWarning(trust: boolean | number | string): string | null {
  if (trust !== true && typeof trust !== "number") return null;
  return (
    `TRUST_PROXY=${String(trust)} believes X-Forwarded-For from any caller: if the API can be ` +
    "reached without going through the proxy, visitors can forge their address and escape the " +
    "per-IP login and contact limits. Set TRUST_PROXY to the proxies' addresses or CIDRs " +
    "(e.g. 10.0.0.0/8) instead."
  );
}

/** Security headers, overload shedding (clean 503) and the rate limiter routes opt into. */
export default fp(
  async (app) => {
    const warning = app.config.production ? trustProxyWarning(app.config.trustProxy) : null;
    if (warning) app.log.warn(warning);

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
        },
      },
      strictTransportSecurity: app.config.production
        ? { maxAge: 31536000, includeSubDomains: true }
        : false,
    });

    await app.register(underPressure, {
      maxEventLoopDelay: app.config.overloadMaxEventLoopDelayMs,
      // Sampled often so a stall is noticed (and its end too) within a fraction of a second.
      sampleInterval: 200,
      retryAfter: 10,
      // Only the API is shed. The site's pages and the dashboard's files (the hosting plugin's
      // routes) are cheap reads of prebuilt files, and a dashboard whose scripts got a 503
      // could not even show that the server is busy. A handler that returns nothing lets the
      // request through (under-pressure's documented "handled as if nothing happened").
      pressureHandler: (request, reply) => {
        if (!isShedLikeApi(request)) return;
        reply.header("retry-after", "10");
        throw new HttpError(503, "SERVICE_UNAVAILABLE", "server.busy");
      },
    });

    // Routes opt in with `config.rateLimit`; 429 (never 403) so clients' refresh-on-403 logic
    // is not fooled into refreshing a session that is fine.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => {
        const error = new HttpError(429, "RATE_LIMITED", "server.rateLimited", {
          vars: { count: Math.ceil(context.ttl / 1000) },
          headers: { "retry-after": String(Math.ceil(context.ttl / 1000)) },
        });
        return Object.assign(error, { statusCode: 429 });
      },
    });
  },
  { name: "security", dependencies: ["core", "errors", "tokens"] },
);
