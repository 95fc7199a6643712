import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../lib/http-error";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ItemKindName } from "@leca/shared/contracts";
import { itemRouteOf } from "../../lib/route-of";
import { rateLimited } from "../../services/rate-limits/rate-limited";
import type { ItemService } from "../../services/items/item-service";
import type { CachedReply } from "../../services/items/reply-cache";
import type { KindTypes } from "../../services/items/kind-types";

/** Whether an Accept-Encoding header takes gzip (named, without q=0). */
function takesGzip(header: string): boolean {
  return header.split(",").some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return coding === "gzip" && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The answers for the headers seen: clients send a handful of distinct Accept-Encodings. */
const gzipByHeader = new Map<string, boolean>();
function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  let gzip = gzipByHeader.get(header);
  if (gzip === undefined) {
    gzip = takesGzip(header);
    if (gzipByHeader.size >= 100) gzipByHeader.clear();
    gzipByHeader.set(header, gzip);
  }
  return gzip;
}

/**
 * Sends a cached public reply as its bytes (no serializer), gzipped when the client takes it, or
 * 304 when the client holds that representation already (each has its own ETag, made once).
 */
async function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedReply) {
  const gzip = acceptsGzip(request.headers["accept-encoding"]);
  const { body, etag } = gzip ? await cached.gzip() : cached.identity;
  reply.header("etag", etag);
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  if (gzip) reply.header("content-encoding", "gzip");
  return reply.type("application/json; charset=utf-8").send(body);
}

/** Public reads (published and due only; admins see every status) and admin writes. */
function itemRoutes<T extends KindTypes>(
  serviceOf: (app: FastifyInstance) => ItemService<T>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const service = serviceOf(app);
    const { spec } = service;
    const { kind } = spec;
    const admin = { preHandler: app.requireAdmin };

    // What a reply shows depends on who asks: admins' replies are never cached anywhere.
    // Runs after the API's no-store default; error replies keep it.
    const publicHeaders = { "cache-control": "no-cache", vary: "Cookie, Accept-Encoding" };
    const privateHeaders = {
      "cache-control": "private, no-store",
      vary: "Cookie, Accept-Encoding",
    };
    app.addHook("onSend", (request, reply, _payload, done) => {
      if (reply.statusCode >= 400) return done();
      if (request.method !== "GET") {
        reply.headers(privateHeaders);
        return done();
      }
      // Without an access token the reader is a visitor: nothing to look up or wait for.
      if (!request.hasAccessToken()) {
        reply.headers(publicHeaders);
        return done();
      }
      request.isAdmin().then((isAdmin) => {
        reply.headers(isAdmin ? privateHeaders : publicHeaders);
        done();
      }, done);
    });

    // An expired access token means "admin, refresh me", not "guest": answering as a guest
    // would show an admin the public list instead of their drafts, with no sign of why.
    // Asked only of a request with an access token: a visitor's read never waits on it.
    const asAdmin = async (request: FastifyRequest) => {
      const identity = await request.identity();
      if (identity.state === "expired") {
        throw new HttpError(401, "UNAUTHORIZED", "auth.sessionExpired");
      }
      return identity.state === "valid" && identity.claims.role === "admin";
    };

    // A public search the reply cache has not seen runs a LIKE '%q%' over the kind's items: each
    // address gets PUBLIC_SEARCH_RATE_LIMIT of those a minute. Cached answers and the walks by
    // page or cursor the site build makes are not counted.
    const searches = app.createRateLimit({
      max: app.config.publicSearchRateLimit,
      timeWindow: "1 minute",
      keyGenerator: (request) => `public-search:${request.ip}`,
    });
    const limitSearch = async (request: FastifyRequest) => {
      const limit = await searches(request);
      if (!limit.isAllowed && limit.isExceeded) throw rateLimited(limit.ttl);
    };

    app.route({
      ...itemRouteOf(kind, "list"),
      handler: async (request, reply) => {
        const { query } = request;
        const page =
          request.hasAccessToken() && (await asAdmin(request))
            ? await service.listAdmin(query)
            : await service.listPublic(query, {
                beforeMiss: query.q ? () => limitSearch(request) : undefined,
              });
        return sendCached(request, reply, page);
      },
    });

    app.route({
      ...itemRouteOf(kind, "get"),
      handler: async (request, reply) => {
        const { slug } = request.params;
        if (request.hasAccessToken() && (await asAdmin(request))) return service.get(slug, true);
        return sendCached(request, reply, await service.getPublic(slug));
      },
    });

    app.route({
      ...itemRouteOf(kind, "create"),
      ...admin,
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await service.create(request.body as T["input"], await request.actor())),
    });

    app.route({
      ...itemRouteOf(kind, "update"),
      ...admin,
      handler: async (request) =>
        service.update(request.params.slug, request.body as T["patch"], await request.actor()),
    });

    // History (services/items/revisions.ts): every save, one save with the item as it was, and
    // restoring one as a new save.
    app.route({
      ...itemRouteOf(kind, "history"),
      ...admin,
      handler: async (request) => service.history(request.params.slug, request.query),
    });

    app.route({
      ...itemRouteOf(kind, "revision"),
      ...admin,
      handler: async (request) => {
        const { slug, version } = request.params;
        return service.revision(slug, version);
      },
    });

    app.route({
      ...itemRouteOf(kind, "restore"),
      ...admin,
      handler: async (request) => {
        const { slug, version } = request.params;
        const current = request.body.version;
        return service.restore(slug, version, current, await request.actor());
      },
    });

    app.route({
      ...itemRouteOf(kind, "remove"),
      ...admin,
      handler: async (request, reply) => {
        await service.remove(request.params.slug, await request.actor());
        return reply.code(204).send(null);
      },
    });
  };
}

/** Each kind's routes, on its own service, at the route table's /<kind>/ paths below /api. */
export const ITEM_ROUTES: Record<ItemKindName, FastifyPluginAsyncZod> = {
  news: itemRoutes((app) => app.items.news),
  gallery: itemRoutes((app) => app.items.gallery),
};
