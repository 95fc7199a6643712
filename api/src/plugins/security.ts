import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import underPressure from "@fastify/under-pressure";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";
import { isApiRequest } from "../lib/route-path";
import { purgeEndedWindows } from "../services/rate-limits/purge";
import { rateLimited } from "../services/rate-limits/rate-limited";
import { sharedRateLimitStore } from "../services/rate-limits/shared-store";
import { netlifyEdge } from "../services/netlify-edge";

/**
 * Requests that matched no route at all are the API's 404s and are shed like the API; the others
 * by the route they matched (lib/route-path), never their raw URL.
 */
declare module "fastify" {
  interface FastifyContextConfig {
    /** Answered even while the API sheds load: a liveness check must not look like a dead process. */
    unshed?: boolean;
  }
}

const isShedLikeApi = (request: FastifyRequest) =>
  request.routeOptions.url === undefined ||
  (isApiRequest(request) && request.routeOptions.config.unshed !== true);

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

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on data routes (isApiDataRoute): the answer carries the API's own headers. */
    apiHeaders?: boolean;
  }
}

/** The API's interactive documentation: HTML pages, which keep the document headers. */
const DOCS_PREFIX = "/api/docs";

/** Whether a route answers with data (JSON, or a media file), never with a document. */
const isApiDataRoute = (url: string) =>
  (url === "/api" || url.startsWith("/api/")) && !url.startsWith(DOCS_PREFIX);

/**
 * The headers an API answer carries (OWASP's REST Security Cheat Sheet): no document is ever
 * rendered from one, so the document policies helmet adds (opener, referrer, DNS prefetch,
 * download and XSS-filter switches...) do nothing there. What matters for data: nothing may be
 * loaded from it or frame it, its type is not sniffed, other origins cannot embed it, and HTTPS
 * stays on. Built once: helmet rebuilt its middleware and wrote twelve headers (0.6 KB) on every
 * answer, the bulk of what a visitor's admin check cost (29% of a bare route's req/s; 70%
 * without helmet).
 */
function apiHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "x-content-type-options": "nosniff",
    ...(production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  });
}

/** Security headers, overload shedding (clean 503) and the rate limiter routes opt into. */
export default fp(
  async (app) => {
    const warning = app.config.production ? trustProxyWarning(app.config.trustProxy) : null;
    if (warning) app.log.warn(warning);

    // Behind Netlify's signed /api proxy: the visitor's address, from Netlify's header, for a
    // request whose X-Nf-Sign holds (services/netlify-edge.ts). First of the onRequest hooks
    // here, so the rate limits, the audit log and the sign-in waits all count the visitor.
    if (app.config.netlifyProxySecret) {
      const edge = netlifyEdge(app.config.netlifyProxySecret);
      app.addHook("onRequest", (request, _reply, done) => {
        const visitor = edge.clientAddress(request);
        // An own property over Fastify's `ip` getter, for this request only.
        if (visitor) Object.defineProperty(request, "ip", { value: visitor });
        done();
      });
    }

    // Data routes get the API's own headers instead of helmet's (this hook runs before helmet's
    // own onRoute hook, which reads `helmet: false`). A route that sets `helmet` itself decides.
    const dataHeaders = apiHeaders(app.config.production);
    app.addHook("onRoute", (route) => {
      if (route.helmet !== undefined || !isApiDataRoute(route.url)) return;
      route.helmet = false;
      route.config = Object.assign(route.config ?? {}, { apiHeaders: true });
    });
    app.addHook("onRequest", (request, reply, done) => {
      if (request.routeOptions.config.apiHeaders) reply.headers(dataHeaders);
      done();
    });

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
    // is not fooled into refreshing a session that is fine. Counted in the store, so instances
    // sharing it share the limits.
    await app.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(app.store.rateLimits),
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
    });
    const stopPurging = purgeEndedWindows(app.store.rateLimits, app.log);
    app.addHook("onClose", async () => stopPurging());
  },
  { name: "security", dependencies: ["core", "errors", "tokens"] },
);
