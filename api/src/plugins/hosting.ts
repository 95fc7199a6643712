import { buildReason } from "@leca/shared/contracts";
import fp from "fastify-plugin";
import fs from "node:fs";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  HOLDING_PAGE_CSP,
  HOLDING_RETRY_SECONDS,
  holdingPage,
  holdingState,
  type HoldingState,
} from "../services/hosting/holding-page";
import { headersFor, type HostingRules } from "../services/hosting/matcher";
import { loadNetlifyRules } from "../services/hosting/netlify-rules";
import { ReleaseRules } from "../services/hosting/release-rules";
import { resolve, type Outcome } from "../services/hosting/resolve";
import { parseRequestPath, type RefusedPath, type RequestPath } from "../services/hosting/files";
import { requestTarget } from "../lib/route-path";

/** Netlify's Cache-Control for whatever no header rule covers (Gatsby's advice for HTML too). */
const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * The public site at / and the dashboard at /dashboard, served the way Netlify serves the
 * publish folder: netlify.toml's redirects and headers (read once at start) and the served
 * release's `_redirects` and `_headers` (read once per release) are the only rules.
 */
export default fp(
  async (app) => {
    const { enabled, adminDir, netlifyToml } = app.config.hosting;
    if (!enabled) return;
    const releaseRules = new ReleaseRules(loadNetlifyRules(netlifyToml), app.log);

    // Otherwise an unknown /api path would fall to the site's catch-all below: it stays the API's
    // JSON 404 with the API's headers (helmet runs on these routes, not on the site's).
    const apiNotFound = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    app.get("/api", { schema: { hide: true } }, apiNotFound);
    app.get("/api/*", { schema: { hide: true } }, apiNotFound);

    /** The current release's real folder, resolved once so a swap mid-request cannot mix two. */
    const siteRoot = async () => {
      const served = app.builds.servedDir();
      return served ? fs.promises.realpath(served).catch(() => null) : null;
    };

    const hold = (reply: FastifyReply, headers: Record<string, string>, state: HoldingState) =>
      reply
        .code(state === "invalid" ? 500 : 503)
        .headers({ ...headers, "content-security-policy": HOLDING_PAGE_CSP })
        .headers({ "cache-control": "no-store", "retry-after": String(HOLDING_RETRY_SECONDS) })
        .type("text/html; charset=utf-8")
        .send(holdingPage(state));

    const send = async (
      request: FastifyRequest,
      reply: FastifyReply,
      target: RequestPath | RefusedPath,
      outcome: Outcome,
      rules: HostingRules,
      unservable?: "invalid",
    ) => {
      const path = "decoded" in target ? target.decoded : requestTarget(request).split("?")[0]!;
      const headers = headersFor(rules.headers, path);
      switch (outcome.kind) {
        case "file":
          reply.headers({ "cache-control": DEFAULT_CACHE_CONTROL, ...headers });
          return reply.code(outcome.status).sendFile(outcome.file, outcome.root, {
            cacheControl: false,
          });
        case "redirect":
          reply.headers({ "cache-control": DEFAULT_CACHE_CONTROL, ...headers });
          return reply.redirect(outcome.location, outcome.status);
        case "holding":
          return hold(
            reply,
            headers,
            unservable ?? (await holdingState(app.builds, app.config.builds.builder)),
          );
        default: {
          const status = outcome.kind === "refused" ? outcome.status : 404;
          return reply
            .code(status)
            .headers({ ...headers, "cache-control": "no-store" })
            .type("text/plain; charset=utf-8")
            .send(status === 400 ? "Bad request\n" : "Not found\n");
        }
      }
    };

    await app.register(async (site) => {
      // Releases carry .br/.gz twins of their text files (written once at publish); the
      // compressor only handles what has none, such as a dashboard build.
      await site.register(fastifyStatic, { serve: false, preCompressed: true });
      await site.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
      // A 304 has no body, so it names no encoding: neither the compressor (for send's empty
      // stream) nor a precompressed twin may label it.
      site.addHook("onSend", async (_request, reply, payload) => {
        if (reply.statusCode !== 304) return payload;
        reply.removeHeader("content-encoding");
        return null;
      });
      // GET only (Fastify adds HEAD); any other method is the app's 404 without touching disk.
      site.get("/*", { helmet: false, schema: { hide: true } }, async (request, reply) => {
        // Decoded once, before any rule or file lookup sees it, so all of them see one path.
        const target = parseRequestPath(requestTarget(request));
        const roots = { admin: adminDir, site: await siteRoot() };
        const release = await releaseRules.for(roots.site);
        if ("rules" in release) {
          const outcome = await resolve(target, release.rules, roots);
          return send(request, reply, target, outcome, release.rules);
        }
        // The dashboard stays up (an admin needs it to publish a fixed build); the site holds.
        const outcome = await resolve(target, releaseRules.base, { ...roots, site: null });
        return send(request, reply, target, outcome, releaseRules.base, "invalid");
      });
    });

    // After listen, not before: the local build fetches content from this very server.
    app.addHook("onListen", async () => {
      if (app.config.builds.builder === "local" && !app.builds.servedDir()) {
        app.builds.request(buildReason("first-start"));
      }
    });
  },
  { name: "hosting", dependencies: ["core", "errors", "security", "builds"] },
);
