import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import underPressure from "@fastify/under-pressure";
import rateLimit from "@fastify/rate-limit";
import { HttpError } from "../lib/http-error";

/** Security headers, overload shedding (clean 503) and the rate limiter routes opt into. */
export default fp(
  async (app) => {
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
      pressureHandler: (request, reply) => {
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
          vars: { seconds: Math.ceil(context.ttl / 1000) },
          headers: { "retry-after": String(Math.ceil(context.ttl / 1000)) },
        });
        return Object.assign(error, { statusCode: 429 });
      },
    });
  },
  { name: "security", dependencies: ["core", "errors", "tokens"] },
);
